import type { AppContext } from '../../app-context.js';
import type { JobDefinition, JobScheduler } from '../../platform/jobs/job-scheduler.js';
import type { UserDoc } from './user-doc.js';
import type { UsersRepo } from './users-repo.js';

export const SEEKER_ACCESS_END_JOB = 'seeker-access-end';
const BATCH = 100;

/** A one-off run for one seeker; scheduled runs (the sweep) have no payload. */
export type SeekerAccessEndPayload = { userId: string } | undefined;

/**
 * For payments, once a seeker's payment is confirmed and `expire_at` stored: ends that access
 * exactly at `expireAt` (the 15-minute sweep below is the safety net). Idempotent per
 * (user, expiry); a renewal that moves `expire_at` makes the old run a no-op.
 */
export function scheduleSeekerAccessEnd(jobs: JobScheduler, userId: string, expireAt: string): Promise<boolean> {
  return jobs.runAt<SeekerAccessEndPayload>(SEEKER_ACCESS_END_JOB, `${userId}:${expireAt}`, Date.parse(expireAt), { userId });
}

/** Seekers whose paid period has ended but who still have access. */
const due = (nowIso: string) => ({ user_plan: 'seeker', status: 'ACTIVE', expire_at: { $lte: nowIso } });

/**
 * Seeker access ends six months after payment (spec 1 §1 "after which the account deactivates
 * automatically", DECISIONS #1): a seeker whose `expire_at` has passed goes from ACTIVE to
 * INACTIVE with plan_status `expired` (spec 1 §4: ACTIVE is needed for messages; the account can
 * still log in and renew through /account-expired), and gets a notice e-mail through the
 * durable outbox. Runs every 15 minutes over all due seekers in bounded batches, and as a
 * one-off for one user at the exact expiry (`scheduleSeekerAccessEnd`).
 *
 * Crash safety without transactions: the event is recorded first under the key
 * (user, expiry) — recording twice stores it once — then the status is changed by
 * compare-and-set on (ACTIVE, same expiry). A crash between the two leaves the seeker ACTIVE
 * and due, so the next run does both again; the mail handler sends only while the user's
 * expiry is still the one the event reports.
 */
export function seekerAccessEndJob(deps: { app: AppContext; users: UsersRepo }): JobDefinition<SeekerAccessEndPayload> {
  async function endAccess(user: UserDoc, nowIso: string): Promise<void> {
    const expireAt = user.expire_at;
    if (user.user_plan !== 'seeker' || user.status !== 'ACTIVE' || !expireAt || expireAt > nowIso) return;
    await deps.app.outbox.record('account.access_ended', { userId: user._id, expireAt }, { key: `${user._id}:${expireAt}` });
    await deps.users.collection.updateOne(
      { _id: user._id, user_plan: 'seeker', status: 'ACTIVE', expire_at: expireAt },
      { $set: { status: 'INACTIVE', plan_status: 'expired', updated_at: nowIso } },
    );
  }

  return {
    name: SEEKER_ACCESS_END_JOB,
    schedule: { kind: 'every', minutes: 15 },
    async run(job) {
      const nowIso = new Date(job.now()).toISOString();
      if (job.payload?.userId) {
        const user = await deps.users.byId(job.payload.userId);
        if (user) await endAccess(user, nowIso);
        return;
      }
      for (;;) {
        // Each ended seeker leaves the filter, so the next batch starts from the top again.
        const batch = await deps.users.collection.find(due(nowIso), { sort: { expire_at: 1, _id: 1 }, limit: BATCH });
        for (const user of batch) await endAccess(user, nowIso);
        if (batch.length < BATCH) return;
        await job.checkpoint();
      }
    },
  };
}
