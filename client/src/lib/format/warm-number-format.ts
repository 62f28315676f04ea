/**
 * The first Intl.NumberFormat of a page load costs about 10 ms on a fast machine (ICU loads its
 * number data; later ones, in any language, cost well under 0.1 ms). Prices are on the first
 * screen of search, the home page and listings, so left alone that cost lands inside the render
 * of the search heading (issue 11: the largest item of its render delay at CPU ×4). Made here
 * in idle time instead (while the app's code downloads), it is gone by the time a price is
 * formatted. Browsers without requestIdleCallback just pay it at the first price, as before.
 */
export function warmNumberFormatWhenIdle(win: Pick<Window, 'requestIdleCallback'> | Partial<Pick<Window, 'requestIdleCallback'>> = window): void {
  win.requestIdleCallback?.(() => {
    new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' }).format(0);
  });
}
