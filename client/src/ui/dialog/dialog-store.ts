/** A question or notice shown in a modal; answered with true (confirm/OK) or false (cancel). */
export interface DialogRequest {
  id: number;
  kind: 'alert' | 'confirm';
  title: string;
  message: string;
  /** Defaults: "OK" for alerts, "Confirm" for confirmations. */
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button for destructive actions. */
  danger?: boolean;
  resolve: (answer: boolean) => void;
}

export type DialogOptions = Omit<DialogRequest, 'id' | 'kind' | 'resolve'>;

export interface DialogStore {
  open(kind: DialogRequest['kind'], options: DialogOptions): Promise<boolean>;
  answer(id: number, value: boolean): void;
  getSnapshot(): readonly DialogRequest[];
  subscribe(listener: () => void): () => void;
}

/** Queue of dialogs: one shows at a time, the next when it is answered. */
export function createDialogStore(): DialogStore {
  const listeners = new Set<() => void>();
  let queue: readonly DialogRequest[] = [];
  let nextId = 1;
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    open(kind, options) {
      return new Promise<boolean>((resolve) => {
        queue = [...queue, { ...options, id: nextId++, kind, resolve }];
        emit();
      });
    },
    answer(id, value) {
      const request = queue.find((d) => d.id === id);
      if (!request) return;
      queue = queue.filter((d) => d.id !== id);
      request.resolve(value);
      emit();
    },
    getSnapshot: () => queue,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const dialogStore = createDialogStore();

/** Asks a yes/no question; resolves true on confirm, false on cancel, Escape or close. */
export function confirmDialog(options: DialogOptions): Promise<boolean> {
  return dialogStore.open('confirm', options);
}

/** Shows a notice with one button (or two when `cancelLabel` is given); resolves when closed. */
export function alertDialog(options: DialogOptions): Promise<boolean> {
  return dialogStore.open('alert', options);
}
