import type { Clock } from '../clock.js';
import { seqCounter } from '../store/seq-counter.js';
import type { Doc, Store } from '../store/types.js';
import type { HintBus, UserHint } from './hint-bus.js';

type HintDoc = Doc & UserHint & { seq: number; at: number };

export interface StoreHintBusOptions {
  /** How often each instance reads new hints; hints reach sockets on other instances within about this. */
  pollMs?: number;
  /** How long a hint is kept: enough for every instance to read it a few times over. */
  retainMs?: number;
  /** How long a missing sequence number is waited for before it is given up (a writer that died between counting and inserting). */
  holeWaitMs?: number;
}

const COUNTER = 'realtime_hints';
/** Said once per process, not once per bus (API tests start many). */
let toldPolling = false;

/**
 * A hint bus shared by every app instance on one store (ARCHITECTURE §7): `publish` appends the
 * hint to `realtime_hints` under a number from an atomic counter, and each instance reads the log
 * after the highest number it has delivered. On a replica set a change stream on the log wakes
 * the reader as soon as a hint is inserted, and the timer only backs it up; where change streams
 * are unavailable (a standalone server, the test bridge) the timer reads every `pollMs`. Either
 * way delivery goes through the one log read, so both paths behave the same.
 *
 * Numbers are taken before the insert, so a reader can see 7 before 6 is written; a missing
 * number is re-asked for up to `holeWaitMs` instead of being skipped at once. Hints are best
 * effort (clients resync on reconnect), so a hint whose writer died is given up after that.
 */
export function storeHintBus(store: Store, clock: Clock, options: StoreHintBusOptions = {}) {
  const pollMs = options.pollMs ?? 150;
  const retainMs = options.retainMs ?? 60_000;
  const holeWaitMs = options.holeWaitMs ?? 2_000;
  const log = store.collection<HintDoc>('realtime_hints');
  const counter = seqCounter(store);
  const handlers = new Set<(hint: UserHint) => void>();
  let delivered = 0;
  /** Numbers below `delivered` not seen yet, with the time they were first missed. */
  const holes = new Map<number, number>();
  let timer: NodeJS.Timeout | null = null;
  let stopWatching: (() => Promise<void>) | null = null;
  let polling: Promise<void> | null = null;
  let lastPrune = 0;

  const deliver = (doc: HintDoc) => {
    const hint: UserHint = { userId: doc.userId, collection: doc.collection, checkpoint: doc.checkpoint, ...(doc.documents ? { documents: doc.documents } : {}) };
    for (const handler of handlers) handler(hint);
  };

  const poll = async () => {
    const holeSeqs = [...holes.keys()];
    const filter = holeSeqs.length ? { $or: [{ seq: { $gt: delivered } }, { seq: { $in: holeSeqs } }] } : { seq: { $gt: delivered } };
    const docs = await log.find(filter, { sort: { seq: 1 }, limit: 500 });
    const now = clock.now();
    for (const doc of docs) {
      if (holes.delete(doc.seq)) {
        deliver(doc);
        continue;
      }
      if (doc.seq <= delivered) continue;
      for (let missing = delivered + 1; missing < doc.seq; missing++) holes.set(missing, now);
      delivered = doc.seq;
      deliver(doc);
    }
    for (const [seq, since] of holes) if (now - since > holeWaitMs) holes.delete(seq);
    if (now - lastPrune > retainMs) {
      lastPrune = now;
      await log.deleteMany({ at: { $lt: now - retainMs } });
    }
  };

  const tick = () => {
    if (polling) return;
    polling = poll()
      .catch((err) => console.warn('[realtime] reading hints failed', err instanceof Error ? err.message : err))
      .finally(() => {
        polling = null;
      });
  };

  const bus: HintBus & { start(): Promise<void>; stop(): Promise<void> } = {
    publish(hint) {
      void (async () => {
        const seq = await counter.next(COUNTER);
        await log.insertOne({ _id: `h${seq}`, seq, at: clock.now(), ...hint });
        tick(); // this instance's own sockets need not wait for the next poll
      })().catch((err) => console.warn('[realtime] publishing a hint failed', err instanceof Error ? err.message : err));
    },
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    /** Starts reading after the current end of the log: hints from before start-up are not replayed. */
    async start() {
      await log.createIndex({ seq: 1 }, { unique: true });
      await log.createIndex({ at: 1 });
      delivered = await counter.current(COUNTER);
      let every = pollMs;
      if (store.watchInserts) {
        try {
          stopWatching = await store.watchInserts('realtime_hints', tick);
          every = Math.max(pollMs, 1_000);
        } catch {
          if (!toldPolling) console.log(`[realtime] change streams unavailable: reading hints every ${pollMs} ms`);
          toldPolling = true;
        }
      }
      timer = setInterval(tick, every);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await stopWatching?.();
      stopWatching = null;
      await polling;
    },
  };
  return bus;
}
export type StoreHintBus = ReturnType<typeof storeHintBus>;
