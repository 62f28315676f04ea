import type { DomainEvents } from '../../platform/events/domain-events.js';
import type { JobDefinition, JobRun } from '../../platform/jobs/job-scheduler.js';
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

/** Boosted listings whose paid period is over. */
const dueFilter = (nowIso: string) => ({ feature_listing: 1, feature_ongoing: 0, boost_ends_at: { $lte: nowIso } });
/** Boosted listings made before `boost_ends_at` existed (or by a path that did not set it). */
const undatedFilter = { feature_listing: 1, feature_ongoing: 0, boost_ends_at: null };

/**
 * Boosts end at month end (spec 2 §4 "a cancelled featured listing stays active as a Boost until
 * month end because it is paid"; §9 "Boost lasts until month end"). Runs at 00:00 UTC on the 1st
 * as occurrence `boost-end:<month that ended>` and ends every Boosted listing (feature_listing 1,
 * feature_ongoing 0) whose `boost_ends_at` has passed: promotion off, the listing's own status
 * unchanged. A Boosted listing without `boost_ends_at` is given the end of the current month
 * rather than ended, so a paid boost is never cut short (the first run after deployment happens
 * mid-month, for the previous month). Featured listings (an ongoing subscription) are the
 * subscription's business and are left alone. Idempotent: an ended boost no longer matches, and
 * each change is a compare-and-set on the listing's revision, so a concurrent edit is re-read.
 */
export function boostEndJob(deps: { listings: ListingsRepo; events: DomainEvents }): JobDefinition {
  /**
   * Applies `fields` to every listing matching `filter`, in batches; returns how many kept
   * changing under us. `visible` changes are announced (saved copies refresh their snapshot).
   */
  async function updateAll(job: JobRun, filter: Record<string, unknown>, fields: (now: number) => Partial<ListingDoc>, visible: boolean): Promise<number> {
    let after = '';
    let conflicts = 0;
    const apply = async (doc: ListingDoc) => {
      const next = await deps.listings.setIfUnchanged(doc, fields(job.now()));
      if (next && visible) deps.events.emit('listing.changed', { listingId: doc._id });
      return next !== null;
    };
    for (;;) {
      const batch = await deps.listings.collection.find({ ...filter, _id: { $gt: after } }, { sort: { _id: 1 }, limit: BATCH });
      for (const doc of batch) {
        if (await apply(doc)) continue;
        // Edited since we read it: read it again and apply if it still matches.
        const fresh = await deps.listings.collection.findOne({ ...filter, _id: doc._id });
        if (fresh && !(await apply(fresh))) conflicts += 1;
      }
      if (batch.length < BATCH) return conflicts;
      after = batch[batch.length - 1]!._id;
      await job.checkpoint();
    }
  }

  return {
    name: BOOST_END_JOB,
    schedule: { kind: 'monthEnd' },
    async run(job) {
      const nowIso = new Date(job.now()).toISOString();
      let conflicts = await updateAll(job, undatedFilter, (now) => ({ boost_ends_at: boostEndsAt(now) }), false);
      await job.checkpoint();
      conflicts += await updateAll(job, dueFilter(nowIso), endedBoost, true);
      // The occurrence retries with backoff; the listings already handled no longer match.
      if (conflicts > 0) throw new Error(`${conflicts} boosted listing(s) kept changing while their boost ended`);
    },
  };
}
