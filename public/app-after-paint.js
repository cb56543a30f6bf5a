// On a prerendered page, when the server is set to (PRERENDER_APP_AFTER_PAINT, docs/deploy.md):
// the app's module and its preloads are requested only after the first paint, so that on a slow
// network the page's HTML, styles and hero image have the connection to themselves until then.
// A file, not an inline script: the CSP allows none.
(function () {
  var self = document.currentScript;
  var app = self && self.getAttribute('data-app');
  if (!app) return;
  var preloads = (self.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  function load() {
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = app;
    document.head.appendChild(script);
  }
  // A frame callback runs just before a paint; the timeout after it, once that paint is done.
  requestAnimationFrame(function () {
    setTimeout(load, 0);
  });
})();
