/** A hidden tab does not paint (no animation frames): give up waiting for one after this. */
const FRAME_TIMEOUT_MS = 100;

/**
 * Resolves once the browser has had the chance to paint the next frame: after the next
 * animation frame, in the task that follows it. Work started then no longer delays the frame
 * that shows the user their tap was taken (Interaction to Next Paint, issue 11).
 */
export function afterNextPaint(win: Window = window): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const next = () => {
      if (done) return;
      done = true;
      win.setTimeout(resolve, 0);
    };
    win.requestAnimationFrame(next);
    win.setTimeout(next, FRAME_TIMEOUT_MS);
  });
}
