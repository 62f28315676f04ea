import type { Clock } from '../clock.js';
import { DuplicateKeyError, type Doc, type Store } from '../store/types.js';
import type { RateLimiter } from './rate-limiter.js';

type WindowDoc = Doc & { start: number; count: number; expires_at: number };

/** Expired windows are swept at most this often per instance. */
const SWEEP_EVERY_MS = 60_000;

/**
 * Fixed-window counters in the store (`rate_limits`), so a limit holds across every app instance
 * on one MongoDB (ARCHITECTURE §7): the same windows as the in-memory limiter (a window starts at
 * its first hit), kept atomic with conditional updates instead of a process-local map.
 */
export function storeRateLimiter(store: Store, clock: Clock): RateLimiter & { init(): Promise<void> } {
  const c = store.collection<WindowDoc>('rate_limits');
  let lastSweep = 0;
  const verdict = (doc: WindowDoc, max: number, t: number) =>
    doc.count <= max ? { allowed: true, retryAfterMs: 0 } : { allowed: false, retryAfterMs: Math.max(0, doc.expires_at - t) };

  return {
    async init() {
      await c.createIndex({ expires_at: 1 });
    },
    async hit(key, setting) {
      const t = clock.now();
      if (t - lastSweep > SWEEP_EVERY_MS) {
        lastSweep = t;
        await c.deleteMany({ expires_at: { $lte: t } });
      }
      for (let attempt = 0; attempt < 4; attempt++) {
        // The usual case: a window is open, count this hit in it.
        const open = await c.findOneAndUpdate({ _id: key, expires_at: { $gt: t } }, { $inc: { count: 1 } }, { returnDocument: 'after' });
        if (open) return verdict(open, setting.max, t);
        // The window ended: one concurrent hit restarts it, the others find it open on the next turn.
        const fresh = { start: t, count: 1, expires_at: t + setting.windowMs };
        const restarted = await c.findOneAndUpdate({ _id: key, expires_at: { $lte: t } }, { $set: fresh }, { returnDocument: 'after' });
        if (restarted) return verdict(restarted, setting.max, t);
        try {
          await c.insertOne({ _id: key, ...fresh });
          return verdict({ _id: key, ...fresh }, setting.max, t);
        } catch (err) {
          if (!(err instanceof DuplicateKeyError)) throw err;
        }
      }
      // Four lost races in a row: count it as over the limit rather than let it through unmetered.
      return { allowed: false, retryAfterMs: 1_000 };
    },
  };
}
