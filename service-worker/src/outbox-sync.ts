/// <reference lib="webworker" />
import { deliverOutbox, RetryLaterError } from './outbox-delivery.js';
import { openOutboxRelay } from './outbox-relay-store.js';
import { OUTBOX_SYNC_TAG } from './outbox-relay-types.js';

declare const self: ServiceWorkerGlobalScope;

/** Background Sync's event (not in TypeScript's worker lib). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

/** One run at a time: a second sync waits for the first, then reads what is still queued. */
let running: Promise<unknown> = Promise.resolve();

async function runOnce(): Promise<void> {
  const relay = await openOutboxRelay({ indexedDB: self.indexedDB, IDBKeyRange });
  try {
    await deliverOutbox({
      relay,
      fetch: (input, init) => self.fetch(input, init),
      origin: self.location.origin,
      now: Date.now,
      windowClients: () => self.clients.matchAll({ type: 'window', includeUncontrolled: true }),
    });
  } finally {
    // Not kept open between syncs: an idle worker must not block a newer version's upgrade.
    relay.close();
  }
}

/**
 * Background Sync for the outbox (issue 4): the page registers the `outbox` tag whenever it
 * queues a message; the browser fires it once the device is online — also when the app's page
 * is closed or frozen — and this worker delivers the rows the page left in the outbox relay.
 * A rejected waitUntil makes the browser retry the sync later (network failure, 5xx).
 */
export function registerOutboxSync(): void {
  self.addEventListener('sync' as keyof ServiceWorkerGlobalScopeEventMap, (event) => {
    const sync = event as unknown as SyncEvent;
    if (sync.tag !== OUTBOX_SYNC_TAG) return;
    const run = running.then(runOnce, runOnce);
    running = run.catch(() => undefined);
    sync.waitUntil(
      run.catch((error: unknown) => {
        if (error instanceof RetryLaterError) throw error;
        // Anything else (a broken relay) would fail again the same way: log it, do not loop.
        console.error('outbox background sync failed', error);
      }),
    );
  });
}
