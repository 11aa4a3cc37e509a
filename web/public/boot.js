// Starts the app of a prerendered page (/, /login and the candidate's /{sessionId}; web/scripts/
// prerender.mjs writes this tag instead of the module script). Every module the route needs is
// preloaded at once (no waterfall), then the app hydrates the landing or replaces the page's shell.
// A plain script: it must run where modules would wait.
//   data-entry      the app's entry module
//   data-modules    the route's other modules, space-separated
//   data-start      "painted" (default): only after the first paint, so the page's HTML and CSS
//                   have the network and the main thread to themselves until then; "now": at once
//                   (the candidate's screen is usable only once its code and its session are in)
//   data-request    a GET the first screen makes, its `:param` standing for the page path's last
//                   segment: requested now, as a preload the app's own fetch of that URL reuses
(function () {
  var tag = document.currentScript;
  var entry = tag.getAttribute('data-entry');
  var modules = (tag.getAttribute('data-modules') || '').split(' ').filter(Boolean);
  var request = tag.getAttribute('data-request');

  function link(rel, href, crossOrigin, as) {
    var el = document.createElement('link');
    el.rel = rel;
    el.href = href;
    el.crossOrigin = crossOrigin;
    if (as) el.as = as;
    document.head.appendChild(el);
  }
  function start() {
    modules.forEach(function (href) {
      link('modulepreload', href, '');
    });
    // The entry reads #root: wait for the document when this script ran early (async).
    if (document.readyState === 'loading')
      document.addEventListener('DOMContentLoaded', function () {
        import(entry);
      });
    else import(entry);
  }

  if (request) {
    var segment = location.pathname.split('/').pop();
    // Credentials as the app's fetch sends them, or the browser would not match the preload.
    link('preload', request.replace(/:\w+/, segment), 'use-credentials', 'fetch');
  }
  // A hidden tab paints nothing: start now. Otherwise after the first frame (requestAnimationFrame
  // runs just before it is painted, the timeout just after).
  if (tag.getAttribute('data-start') === 'now' || document.visibilityState !== 'visible') start();
  else
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
})();
