// Starts the app of a prerendered page (/ and /login; web/scripts/prerender.mjs writes this tag
// instead of the module script) after the first paint, so the page's HTML and CSS have the network
// and the main thread to themselves until then. Every module the route needs is preloaded at once
// (no waterfall), then the app hydrates the landing or replaces the page's shell.
// A plain script: it must run where modules would wait.
//   data-entry      the app's entry module
//   data-modules    the route's other modules, space-separated
(function () {
  var tag = document.currentScript;
  var entry = tag.getAttribute('data-entry');
  var modules = (tag.getAttribute('data-modules') || '').split(' ').filter(Boolean);

  function start() {
    modules.forEach(function (href) {
      var el = document.createElement('link');
      el.rel = 'modulepreload';
      el.href = href;
      el.crossOrigin = '';
      document.head.appendChild(el);
    });
    import(entry);
  }

  // A hidden tab paints nothing: start now. Otherwise after the first frame (requestAnimationFrame
  // runs just before it is painted, the timeout just after).
  if (document.visibilityState !== 'visible') start();
  else
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
})();
