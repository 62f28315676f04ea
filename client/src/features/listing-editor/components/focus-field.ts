/** Spec 2 §9: the page scrolls to the first invalid field 333 ms after the check (the step has rendered by then). */
export const SCROLL_DELAY_MS = 333;

/**
 * Brings the first invalid control into view and focuses it: the control named by its full
 * path (`rooms.0.room_name`), else by its field, else the field's region (`data-field`).
 */
export function focusInvalid(root: HTMLElement | null, path: string, field: string): void {
  if (!root) return;
  const byName = (name: string) => root.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]:not([type="hidden"])`);
  const target = byName(path) ?? byName(field) ?? root.querySelector<HTMLElement>(`[data-field="${CSS.escape(field)}"]`);
  if (!target) return;
  target.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  target.focus({ preventScroll: true });
}
