/** Longest wait for a first paint: a page opened in a background tab does not paint until shown. */
const PAINT_TIMEOUT_MS = 5_000;

/**
 * Runs `task` once the page has loaded, painted its first content and the browser has a moment.
 * Work a first paint does not need (registering the service worker, which downloads its
 * precache; toasts, dialogs and global modals) then competes with neither the first load's
 * requests nor its main-thread work (issue 11). Without the Paint Timing API, or in a tab that
 * does not paint, it runs after PAINT_TIMEOUT_MS; without `requestIdleCallback` (Safari), on a
 * short timer.
 */
export function afterFirstPaint(task: () => void, win: Window = window): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    onIdle(task, win);
  };
  const afterLoad = () => {
    if (hasPainted(win)) return run();
    win.setTimeout(run, PAINT_TIMEOUT_MS);
    if (typeof PerformanceObserver !== 'function' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return;
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      run();
    });
    observer.observe({ type: 'paint', buffered: true });
  };
  if (win.document.readyState === 'complete') afterLoad();
  else win.addEventListener('load', afterLoad, { once: true });
}

/** Runs `task` when the browser has a moment (at most a second later); a short timer without `requestIdleCallback`. */
function onIdle(task: () => void, win: Window): void {
  if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => task(), { timeout: 1_000 });
  else win.setTimeout(task, 50);
}

/**
 * Resolves at the browser's next idle moment: splits one long piece of work (evaluating a large
 * lazy module, then building with it) into separate tasks, so input and rendering get in between.
 */
export function nextIdle(win: Window = window): Promise<void> {
  return new Promise((resolve) => onIdle(resolve, win));
}

function hasPainted(win: Window): boolean {
  return typeof win.performance?.getEntriesByName === 'function' && win.performance.getEntriesByName('first-contentful-paint').length > 0;
}

/** afterFirstPaint as a promise (one per page: later callers get the settled one). */
let painted: Promise<void> | null = null;
export function firstPaintDone(): Promise<void> {
  painted ??= new Promise((resolve) => afterFirstPaint(resolve));
  return painted;
}
