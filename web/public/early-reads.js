// The page's first reads, asked for while the app downloads (server/src/plugins/early-reads.ts).
(function () {
  try {
    var list = document.getElementById('early-reads');
    var token = localStorage.getItem('token');
    if (!list || !token) return;
    var reads = {};
    JSON.parse(list.textContent).forEach(function (url) {
      var response = fetch(url, {
        headers: { Accept: 'application/json', Authorization: 'Bearer ' + token },
      });
      response.catch(function () {});
      reads[url] = { token: token, at: Date.now(), response: response };
    });
    window.__earlyReads = reads;
  } catch {
    /* the app asks for them itself */
  }
})();
