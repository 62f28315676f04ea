import { TOAST_MAX, TOAST_MS } from '@crashpad/sync';

export type ToastKind = 'success' | 'info' | 'warning' | 'error';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

/** A link shown in a toast, e.g. instructions that open in a new tab. */
export interface ToastLink {
  label: string;
  href: string;
}

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  /** ms until it closes itself; null stays until dismissed (e.g. "update available"). */
  duration: number | null;
  action?: ToastAction;
  link?: ToastLink;
}

export interface ToastOptions {
  /** spec 1 §9: 5 s by default; settings flows use TOAST_SETTINGS_MS (4 s). */
  duration?: number | null;
  action?: ToastAction;
  link?: ToastLink;
}

export interface ToastStore {
  show(kind: ToastKind, message: string, options?: ToastOptions): number;
  dismiss(id: number): void;
  getSnapshot(): readonly Toast[];
  subscribe(listener: () => void): () => void;
}

interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

/** Toasts, at most three at once (spec 1 §9): a fourth pushes out the oldest. */
export function createToastStore(options: { max?: number; timers?: Timers } = {}): ToastStore {
  const max = options.max ?? TOAST_MAX;
  const timers: Timers = options.timers ?? {
    setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  const listeners = new Set<() => void>();
  const handles = new Map<number, unknown>();
  let toasts: readonly Toast[] = [];
  let nextId = 1;

  const emit = () => {
    for (const listener of listeners) listener();
  };

  function dismiss(id: number): void {
    if (!toasts.some((t) => t.id === id)) return;
    const handle = handles.get(id);
    if (handle !== undefined) timers.clearTimeout(handle);
    handles.delete(id);
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  }

  return {
    show(kind, message, opts = {}) {
      const id = nextId++;
      const duration = opts.duration === undefined ? TOAST_MS : opts.duration;
      const toast: Toast = { id, kind, message, duration, ...(opts.action ? { action: opts.action } : {}), ...(opts.link ? { link: opts.link } : {}) };
      let next = [...toasts, toast];
      while (next.length > max) {
        const oldest = next[0]!;
        const handle = handles.get(oldest.id);
        if (handle !== undefined) timers.clearTimeout(handle);
        handles.delete(oldest.id);
        next = next.slice(1);
      }
      toasts = next;
      if (duration !== null) handles.set(id, timers.setTimeout(() => dismiss(id), duration));
      emit();
      return id;
    },
    dismiss,
    getSnapshot: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's toasts. Call from anywhere: `toast.success(t('…'))`. */
export const toastStore = createToastStore();

export const toast = {
  success: (message: string, options?: ToastOptions) => toastStore.show('success', message, options),
  info: (message: string, options?: ToastOptions) => toastStore.show('info', message, options),
  warning: (message: string, options?: ToastOptions) => toastStore.show('warning', message, options),
  error: (message: string, options?: ToastOptions) => toastStore.show('error', message, options),
  dismiss: (id: number) => toastStore.dismiss(id),
};
