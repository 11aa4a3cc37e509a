// Starts the app once the prerendered page has painted (/ and /login; web/scripts/prerender.mjs
// writes this tag instead of the module script). Until then the page's HTML and CSS have the
// network and the main thread to themselves, so the first paint never waits for JavaScript; then
// every module the route needs is preloaded at once (no waterfall) and the app hydrates the
// landing or replaces the sign-in shell. A plain script: it must run where modules would wait.
(function () {
  var tag = document.currentScript;
  var entry = tag.getAttribute('data-entry');
  var modules = (tag.getAttribute('data-modules') || '').split(' ').filter(Boolean);
  function start() {
    modules.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
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
