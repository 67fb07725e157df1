// The page's first reads, asked for while the app downloads (server/src/plugins/early-reads.ts).
(function () {
  try {
    var list = document.getElementById('early-reads');
    var token = localStorage.getItem('token');
    if (!list || !token) return;
    var page = JSON.parse(list.textContent);
    var reads = {};
    page.reads.forEach(function (url) {
      var response = fetch(url, {
        headers: { Accept: 'application/json', Authorization: 'Bearer ' + token },
      });
      response.catch(function () {});
      reads[url] = { token: token, at: Date.now(), response: response };
    });
    window.__earlyReads = reads;
    // The page's code after its reads, so that the reads are not queued behind it. Without a session (above)
    // the app sends the visitor to sign in, and the page's code is not needed.
    page.preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
  } catch {
    /* the app asks for them itself */
  }
})();
