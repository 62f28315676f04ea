// Shows one of index.html's prerendered first screens (build-plugins/prerender-first-screen.ts) only
// where it is what the app will render, opened by a visitor (no session stored) whose language is
// the default one: the home screen on `/`, the search screen on a search address (src/app/
// search-address.ts) whose query has none of the keys the search page reads (a sort or filter shows
// other controls than the prerender's; a campaign tag or a social site's click id changes nothing).
// Anyone else sees the page as the app renders it, never a screen that would change under them.
// Inlined into index.html's <head> (prerender-first-screen.ts), so it runs before the body is
// painted without a request of its own; the server's CSP allows it by its hash
// (server/src/http/inline-script-hashes.ts). The address pattern is SEARCH_ADDRESS's and the keys
// are those parseSearchParams reads (src/features/search/model/search-params.ts; a test holds them
// equal): this file is inlined as it is, so it cannot import them.
(function () {
  try {
    var search = /^\/search\/(airports|cities)\/([^/]+)\/?$/i.test(location.pathname) && !/[?&](sort|dir|occupied|gender)(=|&|$)/.test(location.search);
    var screen = location.pathname === '/' ? 'home' : search ? 'search' : '';
    if (!screen) return;
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
    // default one the prerender shows (the headers and the hero carry the brand name).
    var config = stored.getItem('app_config');
    if (config) {
      var cached = JSON.parse(config);
      if (cached && cached.brand_name !== 'Crashpad') return;
    }
    document.documentElement.setAttribute('data-first-screen', screen);
    // The screen's buttons do nothing until the app has taken over: the taps on them are kept for
    // the app to replay on its own buttons (src/app/typed-before-takeover.ts). From here, before
    // the first paint, since the app's code may start well after it on a slow phone.
    var taps = (window.__firstScreenTaps = []);
    document.addEventListener('click', function (event) {
      var button = event.target.closest && event.target.closest('#root > [data-first-screen] button[type=button]');
      if (button) taps.push(button);
    }, true);
  } catch {
    // No storage (private mode, blocked): the app renders the page as always.
  }
})();
