import type { CrashpadDatabase } from './types';

export interface LogoutGuardDeps {
  /** The user's open database, or null when none is open (nothing local can be pending then). */
  runtime: { db: CrashpadDatabase; awaitInSync(timeoutMs: number): Promise<boolean>; clearOutboxRelay?(): Promise<void> } | null;
  online: boolean;
  /** Asks whether to discard `pending` undelivered rows and log out (true) or stay (false). */
  ask: (pending: number) => Promise<boolean>;
  /** How long to wait for delivery when online before asking. */
  flushTimeoutMs?: number;
}

const countQueued = (db: CrashpadDatabase) => db.outbox.count({ selector: { state: 'queued' } }).exec();

/**
 * Logout deletes the user's local data, so it must not silently drop messages that were
 * written offline and are not delivered yet (ARCHITECTURE §4: cleared only after delivery or
 * explicit discard). Online, it first gives replication a moment to deliver them; anything
 * still queued needs the user's word (discarding also drops the service worker's copies).
 * Resolves true when logout may go ahead.
 */
export async function confirmLogout({ runtime, online, ask, flushTimeoutMs = 5000 }: LogoutGuardDeps): Promise<boolean> {
  if (!runtime) return true;
  let pending = await countQueued(runtime.db);
  if (pending > 0 && online) {
    await runtime.awaitInSync(flushTimeoutMs);
    pending = await countQueued(runtime.db);
  }
  if (pending === 0) return true;
  const discard = await ask(pending);
  // Discarded: the service worker must not deliver them on a later Background Sync either.
  if (discard) await runtime.clearOutboxRelay?.();
  return discard;
}
