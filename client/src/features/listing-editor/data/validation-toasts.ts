import { TOAST_MAX } from '@crashpad/sync';
import type { ToastStore } from '../../../ui/toast/toast-store';
import { VALIDATION_TOAST_MS } from '../model/listing-validation';

/**
 * Spec 2 §5/§9: up to five validation warnings of 15 s each, but never more than three toasts
 * on screen. The first three show at once; each later one appears as an earlier one closes, so
 * the most important (first) messages are never pushed out by the later ones.
 */
export function createValidationToasts(store: ToastStore, perScreen = TOAST_MAX) {
  let shown: number[] = [];
  let queue: string[] = [];
  let unsubscribe: (() => void) | null = null;
  // store.show notifies subscribers before it returns the id: without this guard the nested
  // call would not count the toast just shown and would show one too many.
  let pumping = false;

  const stop = () => {
    unsubscribe?.();
    unsubscribe = null;
  };

  function pump(): void {
    if (pumping) return;
    pumping = true;
    const open = new Set(store.getSnapshot().map((t) => t.id));
    shown = shown.filter((id) => open.has(id));
    while (queue.length && shown.length < perScreen) {
      shown.push(store.show('warning', queue.shift()!, { duration: VALIDATION_TOAST_MS }));
    }
    pumping = false;
    if (!queue.length) stop();
  }

  return {
    /** Replaces the warnings still shown or waiting with these messages (already translated). */
    show(messages: readonly string[]): void {
      stop();
      for (const id of shown) store.dismiss(id);
      shown = [];
      queue = [...messages];
      pump();
      if (queue.length) unsubscribe = store.subscribe(pump);
    },
    /** Drops the warnings (e.g. when the page is left). */
    clear(): void {
      stop();
      queue = [];
      for (const id of shown) store.dismiss(id);
      shown = [];
    },
  };
}
