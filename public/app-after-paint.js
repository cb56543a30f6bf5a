// Requests the app once the page has loaded and painted (server/src/prerender/README.md, "The
// app after the first paint"); a file because the CSP allows no inline script.
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
  // A fast network can finish loading before the first paint: wait for that paint too.
  function afterPaint() {
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf('paint') < 0 || performance.getEntriesByName('first-contentful-paint').length)
      return load();
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      load();
    }).observe({ type: 'paint', buffered: true });
  }
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint);
  setTimeout(load, 2500);
})();
