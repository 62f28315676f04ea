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
 * Called after the first frame (main.tsx), so it never delays the first paint; on a search link,
 * whose first paint is the app's own, at once instead (warmFirstUse below).
 */
export function warmFirstUseWhenIdle(win: Partial<Pick<Window, 'requestIdleCallback' | 'localStorage' | 'sessionStorage'>> = window): void {
  win.requestIdleCallback?.(() => warmFirstUse(win));
}

/**
 * The same, at once: for a first page whose data is already on its way (app/first-page-data.ts),
 * called while the app's code and that answer download, the main thread has nothing else to do,
 * and no idle moment would come before the answer's render otherwise (a CPU profile of a search
 * link at ×11: the first NumberFormat was half of that render's long task, ≈120 ms).
 */
export function warmFirstUse(win: Partial<Pick<Window, 'localStorage' | 'sessionStorage'>> = window): void {
  new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' }).format(0);
  try {
    win.localStorage?.getItem('');
    win.sessionStorage?.getItem('');
  } catch {
    // Storage blocked (some private modes): the app copes with that where it reads.
  }
}
