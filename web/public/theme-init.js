// Runs before the app, before first paint: sets the `dark` class from the saved choice, else from the system
// setting; and marks a browser that keeps a session (`data-session`), so that a server-rendered frame shows a
// neutral account placeholder instead of Sign In while the portal's scripts download (styles.css).
(function () {
  try {
    var saved = localStorage.getItem('theme');
    var dark = saved ? saved === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
    document.documentElement.classList.toggle('dark', dark);
    if (localStorage.getItem('token') && localStorage.getItem('user')) {
      document.documentElement.setAttribute('data-session', '');
    }
  } catch {
    /* storage unavailable: stay light */
  }
})();
