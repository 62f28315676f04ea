/**
 * What the sync machinery reports to the UI, outside React so the lazily loaded runtime can
 * write it and the shell can read it without importing RxDB. `online` is not kept here: the
 * browser reports it (use-sync-status.ts combines both).
 */
export interface SyncRuntimeStatus {
  /** State of this tab's realtime socket. */
  realtime: 'connecting' | 'open' | 'closed';
  /** Outbox rows still waiting for the server (state `queued`). */
  pendingOutbox: number;
  /** The server no longer speaks this app's sync protocol (426): replication stopped. */
  updateRequired: boolean;
}

const INITIAL: SyncRuntimeStatus = { realtime: 'closed', pendingOutbox: 0, updateRequired: false };

export interface SyncStatusStore {
  getSnapshot(): SyncRuntimeStatus;
  subscribe(listener: () => void): () => void;
  update(patch: Partial<SyncRuntimeStatus>): void;
  /** Back to the initial state (logout, switch of user). `updateRequired` stays: the app is still old. */
  reset(): void;
}

export function createSyncStatusStore(): SyncStatusStore {
  const listeners = new Set<() => void>();
  let state = INITIAL;
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update(patch) {
      const next = { ...state, ...patch };
      if ((Object.keys(next) as (keyof SyncRuntimeStatus)[]).every((key) => next[key] === state[key])) return;
      state = next;
      emit();
    },
    reset() {
      state = { ...INITIAL, updateRequired: state.updateRequired };
      emit();
    },
  };
}

/** The app's one status store. */
export const syncStatusStore = createSyncStatusStore();
