import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type Stripe from 'stripe';
import { signUp } from '../../test-support/accounts-factory.js';
import { saveCard } from '../../test-support/payments-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import type { PaymentsDeps } from './payments-deps.js';
import { processEvent, WEBHOOK_HANDLERS } from './webhooks/dispatch.js';
import type { WebhookEventsRepo } from './webhook-events-repo.js';

/**
 * Webhooks delivered 1–3 times each, in random order, with random delays, converge: every event
 * is processed exactly once (its duplicates are recognised), every logical payment is booked
 * exactly once, and the resulting plan state is the same as for one orderly delivery.
 * The handlers are driven directly (not over HTTP) so a thousand orderings run in seconds;
 * their Stripe re-reads go to the emulator once per object and are then served from a memo,
 * since nothing changes in Stripe while the events are replayed.
 */
let server: TestServer;
let deps: PaymentsDeps;
let events: WebhookEventsRepo;
let stripeEvents: Stripe.Event[];
let userIds: string[];

const PLAN_FIELDS = ['user_plan', 'status', 'plan_status', 'expire_at', 'total_location'] as const;

function memoized(stripe: Stripe): Stripe {
  const cache = new Map<string, Promise<unknown>>();
  const wrap = <T extends object>(resource: T): T =>
    new Proxy(resource, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver) as unknown;
        if (prop !== 'retrieve' || typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          const key = `${String((target as { path?: string }).path ?? '')}:${JSON.stringify(args)}`;
          if (!cache.has(key)) cache.set(key, (value as (...a: unknown[]) => Promise<unknown>).apply(target, args));
          return cache.get(key);
        };
      },
    });
  return new Proxy(stripe, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver) as unknown;
      return ['paymentIntents', 'invoices', 'subscriptions', 'paymentMethods', 'accounts'].includes(String(prop)) ? wrap(value as object) : value;
    },
  });
}

async function resetToBeforeWebhooks(): Promise<void> {
  const store = server.context.store;
  await store.collection('stripe_webhook_events').deleteMany({});
  await store.collection('payment_ledger').deleteMany({ user_id: { $in: userIds } });
  await store.collection('users').updateMany({ _id: { $in: userIds } }, { $set: { status: 'PENDING_PAYMENT', plan_status: 'pending', expire_at: null } });
}

async function snapshot() {
  const store = server.context.store;
  const users = await store.collection('users').find({ _id: { $in: userIds } }, { sort: { _id: 1 } });
  const ledger = await store.collection('payment_ledger').find({ user_id: { $in: userIds } });
  return {
    users: users.map((u) => Object.fromEntries(PLAN_FIELDS.map((f) => [f, u[f]]))),
    ledger: ledger.map((r) => `${String(r.entry_key)}:${String(r.kind)}:${String(r.amount_cents)}`).sort(),
  };
}

/** Delivers like Stripe does: a busy answer (another delivery holds the event) is retried later. */
async function deliver(event: Stripe.Event, delayTurns: number): Promise<string> {
  for (let i = 0; i < delayTurns; i++) await new Promise((r) => setImmediate(r));
  for (;;) {
    const outcome = await processEvent(deps, event, events);
    if (outcome !== 'busy') return outcome;
    await new Promise((r) => setImmediate(r));
  }
}

beforeAll(async () => {
  server = await startTestServer();
  // The app gets no webhooks by HTTP here: the test delivers them itself.
  server.stripe.setWebhookSwitches({ hold: true });
  const payments = server.payments;
  if (!payments) throw new Error('payments module not configured');
  deps = { ...payments.deps, stripe: memoized(payments.deps.stripe) };
  events = payments.events;
  const seeker = await signUp(server, { account_type: 'seeker', user_plan: 'seeker' });
  const second = await signUp(server, { account_type: 'seeker', user_plan: 'seeker' });
  const declined = await signUp(server, { account_type: 'seeker', user_plan: 'seeker' });
  const lister = await signUp(server, { account_type: 'lister', user_plan: 'premium' });
  await saveCard(server, seeker.token);
  await saveCard(server, second.token, 'pm_card_mastercard');
  await saveCard(server, declined.token, 'pm_card_chargeCustomerFail');
  await saveCard(server, lister.token, 'pm_card_amex');
  expect((await server.api('POST', '/user/subscription', { token: seeker.token, body: { user_plan: 'seeker' } })).status).toBe(200);
  expect((await server.api('POST', '/user/subscription', { token: second.token, body: { user_plan: 'seeker' } })).status).toBe(200);
  expect((await server.api('POST', '/user/subscription', { token: declined.token, body: { user_plan: 'seeker' } })).status).toBe(402);
  expect((await server.api('POST', '/user/subscription', { token: lister.token, body: { user_plan: 'premium' } })).status).toBe(200);
  userIds = [seeker.user.id, second.user.id, declined.user.id, lister.user.id].sort();
  const all = (await payments.deps.stripe.events.list({ limit: 100 })).data;
  stripeEvents = all.filter((e) => e.type in WEBHOOK_HANDLERS);
});
afterAll(() => server.close());

describe('webhook delivery', () => {
  it('converges over 1,000 random orderings with duplicates and delays', async () => {
    const types = stripeEvents.map((e) => e.type);
    expect(types.filter((t) => t === 'payment_intent.succeeded').length).toBeGreaterThanOrEqual(2);
    expect(types).toContain('payment_intent.payment_failed');
    expect(types).toContain('invoice.paid');
    // The reference: each event once, in the order Stripe made them.
    await resetToBeforeWebhooks();
    for (const event of [...stripeEvents].reverse()) await deliver(event, 0);
    const reference = await snapshot();
    // One charge per logical payment: two passes and the lister's plan; the declined card none, but its failure is booked.
    expect(reference.ledger.filter((r) => r.includes(':charge:'))).toHaveLength(3);
    expect(reference.ledger.filter((r) => r.includes(':failure:'))).toHaveLength(1);
    expect(reference.users.filter((u) => u.status === 'ACTIVE' && u.plan_status === 'active')).toHaveLength(3);

    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 3 }), fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 3, maxLength: 3 })), { minLength: stripeEvents.length, maxLength: stripeEvents.length }),
        fc.func(fc.integer()),
        async (copies, order) => {
          await resetToBeforeWebhooks();
          const deliveries = stripeEvents.flatMap((event, i) => Array.from({ length: copies[i]![0] }, (_, k) => ({ event, delay: copies[i]![1][k]!, rank: order(i * 3 + k) })));
          deliveries.sort((a, b) => a.rank - b.rank);
          const outcomes = await Promise.all(deliveries.map((d) => deliver(d.event, d.delay).then((o) => ({ id: d.event.id, o }))));
          // Exactly one processing per event; every other delivery is recognised as a duplicate.
          for (const event of stripeEvents) {
            const mine = outcomes.filter((x) => x.id === event.id).map((x) => x.o);
            expect(mine.filter((o) => o === 'processed')).toHaveLength(1);
            expect(mine.filter((o) => o !== 'processed').every((o) => o === 'duplicate')).toBe(true);
          }
          expect(await snapshot()).toEqual(reference);
        },
      ),
      { numRuns: 1000, seed: 20261124 },
    );
  }, 120_000);
});
