/**
 * Failures every screen handles the same way (spec 1 §8). The api-client only announces them;
 * the app shell decides how to show them (dialogs), so the client stays free of UI code.
 */
export type ApiAlert =
  | { kind: 'server_error' }
  | { kind: 'conflict'; message: string | null }
  | { kind: 'login_expired' };

export type ApiAlertListener = (alert: ApiAlert) => void;

export interface ApiEvents {
  emit(alert: ApiAlert): void;
  subscribe(listener: ApiAlertListener): () => void;
}

export function createApiEvents(): ApiEvents {
  const listeners = new Set<ApiAlertListener>();
  return {
    emit(alert) {
      for (const listener of listeners) listener(alert);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
