import type { Doc, Store } from './types.js';

type CounterDoc = Doc & {
  seq: number;
};

/**
 * Named sequence counters: per-collection `serverSeq` (ARCHITECTURE §4) and the realtime hint log.
 * One document per counter in `sync_counters`, incremented atomically with `$inc` (upserted on
 * first use). Both store adapters make `findOneAndUpdate` atomic, so two writers never get the
 * same number.
 */
export function seqCounter(store: Store) {
  const c = store.collection<CounterDoc>('sync_counters');
  return {
    async next(collection: string): Promise<number> {
      const doc = await c.findOneAndUpdate({ _id: collection }, { $inc: { seq: 1 } }, { upsert: true, returnDocument: 'after' });
      if (!doc) throw new Error(`sync counter ${collection} did not upsert`);
      return doc.seq;
    },
    /** Records that numbers up to `seq` are handed out (never lowers the counter). */
    async raise(collection: string, seq: number): Promise<void> {
      await c.updateOne({ _id: collection }, { $max: { seq } }, { upsert: true });
    },
    /** The highest number handed out so far (0 before the first write). */
    async current(collection: string): Promise<number> {
      return (await c.findOne({ _id: collection }))?.seq ?? 0;
    },
  };
}
export type SeqCounter = ReturnType<typeof seqCounter>;
