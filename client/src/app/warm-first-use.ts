/**
 * Some browser facilities are slow only the first time a page uses them, and the app's start
 * uses them on its critical path: the first Intl.NumberFormat (≈10 ms on a fast machine while ICU
 * loads its number data; later ones, in any language, cost well under 0.1 ms), and the first
 * touch of localStorage and sessionStorage (a synchronous round trip to the browser process, 1–5
 * ms). Prices are on the first screen of search, the home page and listings, and the session
 * store reads localStorage as the app starts; left alone, these costs land inside the render of
 * the search heading (issue 11: the largest items of its render delay in a CPU profile at ×4).
 * Paid here in idle time instead (while the app's code downloads), they are gone by the time
 * the app needs them. Browsers without requestIdleCallback pay them where they are used, as before.
 * Called after the first frame (main.tsx), so it never delays the first paint.
 */
export function warmFirstUseWhenIdle(win: Partial<Pick<Window, 'requestIdleCallback' | 'localStorage' | 'sessionStorage'>> = window): void {
  win.requestIdleCallback?.(() => {
    new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' }).format(0);
    try {
      win.localStorage?.getItem('');
      win.sessionStorage?.getItem('');
    } catch {
      // Storage blocked (some private modes): the app copes with that where it reads.
    }
  });
}
