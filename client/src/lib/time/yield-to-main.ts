type Scheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a new task, so the work before and after it are two tasks, not one long one (issue 11:
 * total blocking time on a phone counts every task past 50 ms), and input or a paint can come in
 * between. `scheduler.yield()` where the browser has it (the continuation keeps its priority),
 * otherwise a zero timer.
 */
export function yieldToMain(win: Window & { scheduler?: Scheduler } = window): Promise<void> {
  if (typeof win.scheduler?.yield === 'function') return win.scheduler.yield();
  return new Promise((resolve) => win.setTimeout(resolve, 0));
}
