import type { DomainEvents } from '../../platform/events/domain-events.js';
import type { JobDefinition } from '../../platform/jobs/job-scheduler.js';
import type { ListingDoc } from '../listings/listing-doc.js';
import type { ListingsRepo } from '../listings/listings-repo.js';

export const BOOST_END_JOB = 'boost-end';
const BATCH = 100;

/**
 * When a boost bought or kept at `now` ends: the end of that UTC month (the first instant of
 * the next), because a boost is paid until month end (spec 2 §4, §9). Whoever makes a listing
 * Boosted stores this as `boost_ends_at` (cancelling Featured here; a boost checkout in payments).
 */
export function boostEndsAt(now: number): string {
  const d = new Date(now);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)).toISOString();
}

/** The fields that end a boost: promotion off; the listing itself stays as it is (active stays active). */
const endedBoost = (now: number): Partial<ListingDoc> => ({
  feature_listing: 0,
  feature_ongoing: 0,
  boost_ends_at: null,
  updated_at: new Date(now).toISOString(),
});

/** Boosted listings whose paid period is over (no `boost_ends_at`: made before the field existed). */
const dueFilter = (nowIso: string) => ({
  feature_listing: 1,
  feature_ongoing: 0,
  $or: [{ boost_ends_at: { $lte: nowIso } }, { boost_ends_at: null }],
});

/**
 * Boosts end at month end (spec 2 §4 "a cancelled featured listing stays active as a Boost until
 * month end because it is paid"; §9 "Boost lasts until month end"). Runs at 00:00 UTC on the 1st
 * as occurrence `boost-end:<month that ended>` and ends every Boosted listing (feature_listing 1,
 * feature_ongoing 0) whose `boost_ends_at` has passed, or that has none (boosts made before the
 * field existed end at the first month end). Featured listings (an ongoing subscription) are the
 * subscription's business and are left alone. Idempotent: an ended boost no longer matches, and
 * each change is a compare-and-set on the listing's revision, so a concurrent edit is re-read.
 */
export function boostEndJob(deps: { listings: ListingsRepo; events: DomainEvents }): JobDefinition {
  async function end(doc: ListingDoc, now: number): Promise<boolean> {
    const next = await deps.listings.setIfUnchanged(doc, endedBoost(now));
    if (next) deps.events.emit('listing.changed', { listingId: doc._id });
    return next !== null;
  }

  return {
    name: BOOST_END_JOB,
    schedule: { kind: 'monthEnd' },
    async run(job) {
      const now = job.now();
      const nowIso = new Date(now).toISOString();
      let after = '';
      let conflicts = 0;
      for (;;) {
        const batch = await deps.listings.collection.find({ ...dueFilter(nowIso), _id: { $gt: after } }, { sort: { _id: 1 }, limit: BATCH });
        for (const doc of batch) {
          if (await end(doc, now)) continue;
          // Edited since we read it: read again and end it if it is still a due boost.
          const fresh = await deps.listings.collection.findOne({ ...dueFilter(nowIso), _id: doc._id });
          if (fresh && !(await end(fresh, now))) conflicts += 1;
        }
        if (batch.length < BATCH) break;
        after = batch[batch.length - 1]!._id;
        await job.checkpoint();
      }
      // The occurrence retries with backoff; the ended ones no longer match.
      if (conflicts > 0) throw new Error(`${conflicts} boosted listing(s) kept changing while their boost ended`);
    },
  };
}
