import { PULL_LIMIT_MAX, PUSH_BATCH_MAX, SYNC_COLLECTIONS, SYNC_COLLECTION_NAMES, type SyncCollectionName } from '@crashpad/sync';
import { replicateRxCollection, type RxReplicationState } from 'rxdb/plugins/replication';
import { Observable } from 'rxjs';
import type { ApiClient } from '../lib/api-client/api-client';
import { backoffDelay } from './backoff';
import { runFirstSync } from './first-sync';
import { internalStoreProgress, type FirstSyncProgress } from './first-sync-progress';
import type { EagerOutboxPush } from './outbox-eager-push';
import type { RealtimeChange } from './realtime-client';
import { changeEventOf, createCheckpointTracker, createPullHandler, createPushHandler, isUpdateRequired, type PullResult } from './sync-handlers';
import type { CrashpadDatabase } from './types';

export interface ReplicationDeps {
  api: ApiClient;
  /** RESYNC triggers per collection (ws hints, reconnects, `online`). */
  onResync: (listener: (collection: SyncCollectionName) => void) => () => void;
  /** Documents the socket sent ahead of a hint (`changes` frames); none without realtime. */
  onChanges?: (listener: (change: RealtimeChange) => void) => () => void;
  /** The server answered 426: replication stops and the shell asks for an update. */
  onUpdateRequired: () => void;
  /** Retry backoff; the defaults suit phones, tests shorten them. */
  backoff?: { baseMs: number; maxMs: number };
  /** Defaults to true; tests with a single instance start at once. */
  waitForLeadership?: boolean;
  /** Outbox rows sent eagerly as they are queued: the outbox push waits for them and skips those delivered. */
  eagerOutbox?: EagerOutboxPush;
  /** Test seam: where a collection's first sync keeps its progress (default: the database's internal store). */
  firstSyncProgress?: (collection: SyncCollectionName) => FirstSyncProgress;
}

export interface Replication {
  states: Record<SyncCollectionName, RxReplicationState<unknown, unknown>>;
  /** Resolves when every collection has pulled and pushed what it knows of. */
  awaitInSync(): Promise<void>;
  cancel(): Promise<void>;
}

/** The longest a first sync waits for the other collections' replications to start (see startReplication). */
const PUSH_START_WAIT_MS = 1_000;

const noop = () => undefined;

/** Pull-only collections: clients never write them (messages are created by outbox delivery). */
const hasPush = (name: SyncCollectionName) => {
  const { write } = SYNC_COLLECTIONS[name];
  return write.insert || write.delete || write.fields.length > 0;
};

/**
 * One live replication per collection (ARCHITECTURE §4), run by the leader tab only (followers
 * read the same IndexedDB). Failed requests retry with exponential backoff; a 426 stops all.
 */
export function startReplication(db: CrashpadDatabase, deps: ReplicationDeps): Replication {
  const backoff = deps.backoff ?? { baseMs: 2000, maxMs: 60_000 };
  const states = {} as Record<SyncCollectionName, RxReplicationState<unknown, unknown>>;
  let stopped = false;
  const leadership = (deps.waitForLeadership ?? true) ? db.waitForLeadership() : Promise.resolve(true);
  const stopAll = async () => {
    if (stopped) return;
    stopped = true;
    await Promise.all(Object.values(states).map((state) => state.cancel()));
  };

  /**
   * The collections the client writes (threads, which the inbox lists; saved listings; the
   * outbox) start their replication before the pull-only ones begin their first sync. Starting
   * one opens its replication metadata store (an IndexedDB database of its own) and registers it;
   * begun alongside a first sync of thousands of messages, that work queued behind the message
   * writes, and the inbox's threads were pulled about 0.4 s after the first message page (issue
   * 11). A first sync now waits for those starts (a few tens of milliseconds), not for their
   * pulls, and never more than PUSH_START_WAIT_MS.
   */
  const pushStarts: Promise<void>[] = [];
  // One wait shared by every first sync (asked for once the loop below has filled pushStarts).
  let pushesStarted: Promise<void> | null = null;
  const pushStarted = () =>
    (pushesStarted ??= Promise.race([Promise.all(pushStarts).then(noop), new Promise<void>((resolve) => setTimeout(resolve, PUSH_START_WAIT_MS))]));

  const pushHandlerOf = (name: SyncCollectionName) => {
    const handler = createPushHandler(deps.api, name);
    return name === 'outbox' && deps.eagerOutbox ? deps.eagerOutbox.wrap(handler) : handler;
  };

  for (const name of SYNC_COLLECTION_NAMES) {
    let attempt = 0;
    // The same wrapper for pull and push: success resets the backoff, 426 stops everything.
    const guarded = <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
      async (...args: A): Promise<R> => {
        try {
          const result = await fn(...args);
          attempt = 0;
          state.retryTime = backoff.baseMs;
          return result;
        } catch (error) {
          if (isUpdateRequired(error)) {
            deps.onUpdateRequired();
            void stopAll();
          } else {
            state.retryTime = backoffDelay(attempt++, backoff);
          }
          throw error;
        }
      };
    const tracker = createCheckpointTracker();
    /**
     * RESYNCs wait until the collection's first sync is done, and then go as one. RxDB answers a
     * RESYNC on both sides: the pull reads on from its checkpoint, and the push re-checks every
     * local document written since its own checkpoint against its replication metadata. While the
     * first pull is still writing (documents first, their metadata in a second write), that check
     * takes just-pulled documents for local changes and pushes them back: thousands of rows for a
     * device with a long history, ahead of anything the user queues meanwhile (issue 11). The
     * first sync reads everything anyway, so nothing is lost by waiting.
     */
    let firstSyncDone = false;
    let resyncHeld = false;
    const resyncEmitters = new Set<() => void>();
    // Hints re-pull; documents sent ahead of a hint are written at once, as pulled ones are.
    const stream$ = new Observable<'RESYNC' | PullResult>((subscriber) => {
      const emit = () => subscriber.next('RESYNC');
      resyncEmitters.add(emit);
      const stopResync = deps.onResync((collection) => {
        if (collection !== name) return;
        if (firstSyncDone) emit();
        else resyncHeld = true;
      });
      const stopChanges = deps.onChanges?.((change) => {
        if (change.collection !== name) return;
        const event = changeEventOf(name, change.documents, tracker);
        if (event) subscriber.next(event);
      });
      return () => {
        resyncEmitters.delete(emit);
        stopResync();
        stopChanges?.();
      };
    });
    const pullHandler = guarded(createPullHandler(deps.api, name, tracker));
    // The largest page the server gives: a first sync of 10,000 messages is 20 round trips and
    // 20 storage writes instead of 100 (each write batch also re-runs the live queries once).
    // `initialCheckpoint` is set before the start when a first sync ran (first-sync.ts).
    const pull: { handler: never; batchSize: number; stream$: never; initialCheckpoint?: unknown } = {
      handler: pullHandler as never,
      batchSize: PULL_LIMIT_MAX,
      stream$: stream$ as never,
    };
    const state: RxReplicationState<unknown, unknown> = replicateRxCollection({
      collection: db[name] as never,
      replicationIdentifier: `crashpad-sync-v1-${name}`,
      live: true,
      retryTime: backoff.baseMs,
      // Started below, by the leader tab only (followers read the same IndexedDB).
      autoStart: false,
      pull,
      ...(hasPush(name) ? { push: { handler: guarded(pushHandlerOf(name)) as never, batchSize: PUSH_BATCH_MAX } } : {}),
    });
    states[name] = state;
    let markStarted: () => void = noop;
    if (hasPush(name)) pushStarts.push(new Promise<void>((resolve) => (markStarted = resolve)));
    void leadership.then(async () => {
      if (stopped) return markStarted();
      // Pull-only collections sync their first pages as plain inserts; the replication goes on from there.
      if (!hasPush(name)) {
        await pushStarted();
        if (stopped) return;
        const progress = (deps.firstSyncProgress ?? ((collection) => internalStoreProgress(db, collection)))(name);
        try {
          const outcome = await runFirstSync({ collection: db[name] as never, pull: pullHandler, batchSize: PULL_LIMIT_MAX, progress, isStopped: () => stopped });
          if (outcome.ran) {
            if (outcome.checkpoint) pull.initialCheckpoint = outcome.checkpoint;
            // Once the replication has stored a checkpoint of its own and synced, the first sync is over for good.
            void state.awaitInitialReplication().then(() => progress.save({ checkpoint: outcome.checkpoint, done: true })).catch(() => undefined);
          }
        } catch {
          // Its progress could not be read (storage error): the replication syncs the collection on its own.
        }
      }
      // A failed start is reported on the state's error$ (as RxDB's own auto-start does).
      if (!stopped) await state.start().catch(() => undefined);
      markStarted();
    });
    void state
      .awaitInitialReplication()
      .then(() => {
        firstSyncDone = true;
        if (!resyncHeld) return;
        resyncHeld = false;
        resyncEmitters.forEach((emit) => emit());
      })
      // Cancelled before the first sync finished: nothing is left to re-sync.
      .catch(() => undefined);
  }

  return {
    states,
    async awaitInSync() {
      await Promise.all(Object.values(states).map((state) => state.awaitInSync()));
    },
    cancel: stopAll,
  };
}
