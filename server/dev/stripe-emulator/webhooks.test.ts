import { Stripe } from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StripeEmulator } from './index.js';
import { startWebhookReceiver, startWithSdk } from './sdk-harness.js';

let emu: StripeEmulator;
let stripe: Stripe;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let secret: string;
/** The receiver answers 500 to this many deliveries, then 200. */
let failFirst = 0;
beforeEach(async () => {
  ({ emu, stripe } = await startWithSdk());
  failFirst = 0;
  receiver = await startWebhookReceiver(() => (failFirst-- > 0 ? 500 : 200));
  ({ secret } = emu.addWebhookEndpoint(receiver.url));
});
afterEach(async () => {
  await emu.close();
  await receiver.close();
});

const events = () => receiver.received.map((r) => stripe.webhooks.constructEvent(r.body, r.signature, secret));

describe('webhook delivery', () => {
  it('signs each delivery so stripe.webhooks.constructEvent verifies it, and a wrong secret fails', async () => {
    const customer = await stripe.customers.create({ email: 'hook@example.com' });
    await emu.webhooksIdle();
    const [event] = events();
    if (!event) throw new Error('no delivery');
    expect(event.type).toBe('customer.created');
    expect((event.data.object as Stripe.Customer).id).toBe(customer.id);
    expect(receiver.received[0]!.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(() => stripe.webhooks.constructEvent(receiver.received[0]!.body, receiver.received[0]!.signature, 'whsec_other')).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    const listed = await stripe.events.retrieve(event.id);
    expect(listed.type).toBe('customer.created');
    expect(listed.pending_webhooks).toBe(0);
  });

  it('delivers after the API answer, never before', async () => {
    await stripe.customers.create({});
    expect(receiver.received).toHaveLength(0);
    await emu.webhooksIdle();
    expect(receiver.received).toHaveLength(1);
  });

  it('retries a failed delivery until the endpoint answers 2xx', async () => {
    emu.setWebhookSwitches({ retryDelaysMs: [10, 10, 10] });
    failFirst = 2;
    await stripe.customers.create({});
    await emu.webhooksIdle();
    const attempts = emu.emulator.webhooks.attempts;
    expect(attempts.at(-1)).toMatchObject({ outcome: 'delivered', status: 200 });
    expect(attempts.map((a) => [a.attempt, a.outcome])).toEqual([
      [1, 'failed'],
      [2, 'failed'],
      [3, 'delivered'],
    ]);
  });

  it('switches: duplicate, drop and hold-then-reverse', async () => {
    emu.setWebhookSwitches({ duplicate: 2 });
    await stripe.customers.create({});
    await emu.webhooksIdle();
    expect(receiver.received).toHaveLength(3);
    expect(new Set(events().map((e) => e.id)).size).toBe(1);

    receiver.received.length = 0;
    emu.setWebhookSwitches({ duplicate: 0, dropNext: 1 });
    await stripe.customers.create({});
    await emu.webhooksIdle();
    expect(receiver.received).toHaveLength(0);
    expect((await stripe.events.list({ type: 'customer.created' })).data).toHaveLength(2);

    emu.setWebhookSwitches({ hold: true });
    const a = await stripe.customers.create({ email: 'a@example.com' });
    const b = await stripe.customers.create({ email: 'b@example.com' });
    await emu.webhooksIdle();
    expect(receiver.received).toHaveLength(0);
    expect(emu.flushWebhooks('reverse')).toBe(2);
    await emu.webhooksIdle();
    expect(events().map((e) => (e.data.object as Stripe.Customer).id)).toEqual([b.id, a.id]);
  });

  it('random duplicates (1–3 copies per delivery) and a manual redelivery', async () => {
    emu.setWebhookSwitches({ duplicate: [0, 2] });
    for (let i = 0; i < 10; i++) await stripe.customers.create({});
    await emu.webhooksIdle();
    const perEvent = new Map<string, number>();
    for (const e of events()) perEvent.set(e.id, (perEvent.get(e.id) ?? 0) + 1);
    expect(perEvent.size).toBe(10);
    for (const n of perEvent.values()) {
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(3);
    }
    emu.setWebhookSwitches({ duplicate: 0 });
    receiver.received.length = 0;
    const [first] = (await stripe.events.list({ limit: 1 })).data;
    expect(emu.redeliverEvent(first!.id)).toBe(1);
    await emu.webhooksIdle();
    expect(events().map((e) => e.id)).toEqual([first!.id]);
  });

  it('the control API sets the same switches over HTTP and refuses unknown ones', async () => {
    const set = await fetch(`${emu.url}/_emulator/webhooks/switches`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ drop_types: ['customer.created'] }) });
    expect(set.status).toBe(200);
    await stripe.customers.create({});
    await emu.webhooksIdle();
    expect(receiver.received).toHaveLength(0);
    const bad = await fetch(`${emu.url}/_emulator/webhooks/switches`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ explode: true }) });
    expect(bad.status).toBe(400);
    const reset = await fetch(`${emu.url}/_emulator/reset`, { method: 'POST' });
    expect(reset.status).toBe(200);
    expect((await stripe.events.list()).data).toHaveLength(0);
  });

  it('random delays reorder deliveries, each still verified', async () => {
    emu.setWebhookSwitches({ delayMs: [0, 40] });
    for (let i = 0; i < 8; i++) await stripe.customers.create({ email: `c${i}@example.com` });
    await emu.webhooksIdle();
    expect(events()).toHaveLength(8);
  });
});
