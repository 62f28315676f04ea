import type { RealtimeChange, RealtimeClient } from './realtime-client';

// Apart from realtime-client.ts: the chat screens, which the service worker precaches, use only
// this registry; the socket code (with the database runtime) stays out of their chunks and of
// the precache (issue 11). Online-only anyway: offline there is no socket.

/** This tab's realtime client, while a user is logged in (set by the database runtime). */
let active: RealtimeClient | null = null;
let viewingThread: string | null = null;
// Screens that show `changes` frames before replication has written them (subscribeActiveChanges).
const activeChangeListeners = new Set<(change: RealtimeChange) => void>();
let stopActiveChanges: (() => void) | null = null;

export function setActiveRealtimeClient(client: RealtimeClient | null): void {
  stopActiveChanges?.();
  active = client;
  stopActiveChanges = client ? client.onChanges((change) => activeChangeListeners.forEach((listener) => listener(change))) : null;
  if (client && viewingThread !== null) client.setViewing(viewingThread);
}

/**
 * The `changes` frames of this tab's socket, whichever client is active now or later
 * (unvalidated wire documents, as onChanges gives them). Replication writes the same documents
 * a moment later; a screen may show them at once (the open chat does).
 */
export function subscribeActiveChanges(listener: (change: RealtimeChange) => void): () => void {
  activeChangeListeners.add(listener);
  return () => activeChangeListeners.delete(listener);
}

/**
 * Tells the server which thread this tab shows (null when none). Remembered, so a socket that
 * connects or reconnects later announces it too.
 */
export function setViewingThread(threadId: string | null): void {
  viewingThread = threadId;
  active?.setViewing(threadId);
}
