// Shows the home page's prerendered first screen (index.html, build-plugins/prerender-first-screen.ts)
// only where it is what the app will render: `/`, opened by a visitor (no session stored) whose
// language is the default one. Anyone else sees the page as the app renders it, never a screen
// that would change under them. Inlined into index.html's <head> (prerender-first-screen.ts), so it
// runs before the body is painted without a request of its own; the server's CSP allows it by its
// hash (server/src/http/inline-script-hashes.ts).
(function () {
  try {
    if (location.pathname !== '/') return;
    var stored = localStorage;
    // lib/session/model/session-keys.ts: a token (own or an admin's) means someone is logged in.
    if (stored.getItem('token') || stored.getItem('admin_token')) return;
    // lib/i18n/language-store.ts: { value, expires }; an expired choice falls back to the default.
    var language = stored.getItem('language');
    if (language) {
      var choice = JSON.parse(language);
      if (choice && choice.value !== 'en' && Date.now() <= choice.expires) return;
    }
    // lib/config/config-store.ts: a brand variant's cached config names another brand than the
    // default one the prerender shows (header and hero carry the brand name).
    var config = stored.getItem('app_config');
    if (config) {
      var cached = JSON.parse(config);
      if (cached && cached.brand_name !== 'Crashpad') return;
    }
    document.documentElement.setAttribute('data-first-screen', 'home');
  } catch (e) {
    // No storage (private mode, blocked): the app renders the page as always.
  }
})();
