// Sets <html data-theme> before the first paint, so a dark theme never flashes light: the preference the user
// menu stores (app/theme/theme-preference.ts, JSON in local storage) or, for "system", the system's scheme.
// A file of its own because the CSP allows no inline script. The app keeps it right afterwards.
(() => {
  let preference = 'system';
  try {
    preference = JSON.parse(localStorage.getItem('ops.theme')) ?? 'system';
  } catch {
    // Blocked or unreadable storage: follow the system.
  }
  const dark =
    preference === 'dark' || (preference !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
})();
