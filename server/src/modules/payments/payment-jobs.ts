import type { JobDefinition } from '../../platform/jobs/job-scheduler.js';
import { expiresSoon, isExpiredCard } from './cards-service.js';
import { isoNow, type PaymentsDeps } from './payments-deps.js';
import { syncSubscription } from './stripe-sync.js';

export const RECONCILE_JOB = 'stripe-reconcile';
export const EXPIRING_CARDS_JOB = 'cards-expiring';
const BATCH = 100;

/**
 * Daily at 03:00 UTC: every stored subscription is re-read from Stripe, so a webhook that never
 * arrived (outage, misconfigured endpoint) still converges: a renewal's paid invoice extends
 * the plan, a cancellation is recorded. Idempotent (the same functions as the webhooks).
 */
export function reconcileJob(deps: PaymentsDeps): JobDefinition {
  return {
    name: RECONCILE_JOB,
    schedule: { kind: 'daily', at: '03:00' },
    async run(job) {
      let after = '';
      for (;;) {
        const batch = await deps.accounts.collection.find({ subscription_id: { $ne: null }, _id: { $gt: after } }, { sort: { _id: 1 }, limit: BATCH });
        for (const account of batch) {
          if (account.subscription_id && account.subscription_status !== 'canceled') await syncSubscription(deps, account.subscription_id);
        }
        for (const promo of await deps.promotions.collection.find({ subscription_id: { $ne: null }, ongoing: true, user_id: { $in: batch.map((b) => b._id) } })) {
          if (promo.subscription_id) await syncSubscription(deps, promo.subscription_id);
        }
        if (batch.length < BATCH) return;
        after = batch[batch.length - 1]!._id;
        await job.checkpoint();
      }
    },
  };
}

/**
 * Daily at 04:00 UTC: cards expiring this month or next are flagged (the settings page asks
 * for a new expiry), expired ones turn Invalid (spec 1 §4 badge; the card-change selection is
 * then forced to a new card).
 */
export function expiringCardsJob(deps: PaymentsDeps): JobDefinition {
  return {
    name: EXPIRING_CARDS_JOB,
    schedule: { kind: 'daily', at: '04:00' },
    async run(job) {
      const now = job.now();
      let after = '';
      for (;;) {
        const batch = await deps.accounts.collection.find({ card: { $ne: null }, _id: { $gt: after } }, { sort: { _id: 1 }, limit: BATCH });
        for (const account of batch) {
          const card = account.card;
          if (!card) continue;
          const soon = expiresSoon(card, now);
          const status = isExpiredCard(card, now) ? 'Invalid' : card.status;
          if (soon !== card.expiring_soon || status !== card.status) {
            await deps.accounts.collection.updateOne({ _id: account._id, 'card.id': card.id }, { $set: { 'card.expiring_soon': soon, 'card.status': status, updated_at: isoNow(deps) } });
          }
        }
        if (batch.length < BATCH) return;
        after = batch[batch.length - 1]!._id;
        await job.checkpoint();
      }
    },
  };
}
