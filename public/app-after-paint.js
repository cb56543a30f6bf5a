// Requests the app after the page has loaded (server/src/prerender/README.md, "The app after
// the first paint"); a file because the CSP allows no inline script.
(function () {
  var self = document.currentScript;
  var app = self && self.getAttribute('data-app');
  if (!app) return;
  var preloads = (self.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;
  function load() {
    if (started) return;
    started = true;
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
  if (document.readyState === 'complete') load();
  else addEventListener('load', load);
  setTimeout(load, 2500);
})();
