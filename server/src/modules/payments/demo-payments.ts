import type { PaidPlan } from '@crashpad/sync';
import type { CardsService } from './cards-service.js';
import { isoNow, type PaymentsDeps } from './payments-deps.js';
import type { PlansService } from './plans-service.js';

/** The demo accounts whose plans are paid through the real path (DECISIONS #15 addresses). */
const DEMO_PAYERS: { email: string; plan: PaidPlan }[] = [
  { email: 'lister@example.com', plan: 'premium' },
  { email: 'seeker@example.com', plan: 'seeker' },
];

/**
 * At first start with demo data and Stripe (the local emulator in development): the demo
 * lister and seeker get Stripe's test Visa as their card and pay their plan through the same
 * checkout code users go through, so their plan state, card and "My services" rows come from
 * Stripe like anyone's. Skipped for an account that already has a card on file (restarts).
 */
export async function seedDemoPayments(deps: PaymentsDeps, cards: CardsService, plans: PlansService): Promise<void> {
  for (const payer of DEMO_PAYERS) {
    const user = await deps.users.byEmail(payer.email);
    if (!user || (await deps.accounts.get(user._id)).card) continue;
    const before = { expire_at: user.expire_at, plan_status: user.plan_status, status: user.status, payment_method: user.payment_method };
    try {
      await cards.attach(user._id, { payment_method: 'pm_card_visa' });
      // The seeded plan state is replaced by what Stripe confirms for the charge below.
      await deps.users.set(user._id, { expire_at: null, plan_status: 'pending', updated_at: isoNow(deps) });
      await plans.chargeFor(user._id, payer.plan);
    } catch (err) {
      await deps.users.set(user._id, before);
      console.warn(`demo data: could not pay the plan of ${payer.email} through Stripe (${(err as Error).message}); its seeded plan stays`);
    }
  }
}
