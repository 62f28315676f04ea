import { Stripe } from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StripeEmulator } from './index.js';
import { startWebhookReceiver, startWithSdk } from './sdk-harness.js';

let emu: StripeEmulator;
let stripe: Stripe;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let secret: string;
beforeAll(async () => {
  ({ emu, stripe } = await startWithSdk());
  receiver = await startWebhookReceiver();
  ({ secret } = emu.addWebhookEndpoint(receiver.url));
});
afterAll(async () => {
  await emu.close();
  await receiver.close();
});

const link = (account: string) =>
  stripe.accountLinks.create({ account, type: 'account_onboarding', refresh_url: 'http://localhost/refresh', return_url: 'http://localhost/return' });

describe('Connect Express', () => {
  it('a new Express account cannot receive destination charges until onboarding completes', async () => {
    const account = await stripe.accounts.create({ type: 'express', email: 'lister@example.com', capabilities: { transfers: { requested: true }, card_payments: { requested: true } } });
    expect(account).toMatchObject({ type: 'express', charges_enabled: false, payouts_enabled: false, details_submitted: false });
    expect(account.requirements?.currently_due?.length).toBeGreaterThan(0);
    const err = await stripe.paymentIntents
      .create({ amount: 10_000, currency: 'usd', payment_method: 'pm_card_visa', confirm: true, application_fee_amount: 100, transfer_data: { destination: account.id } })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });

  it('the account link page completes onboarding: enabled account, account.updated, back to return_url', async () => {
    const account = await stripe.accounts.create({ type: 'express', capabilities: { transfers: { requested: true } } });
    const { url, expires_at } = await link(account.id);
    expect(expires_at).toBeGreaterThan(Math.floor(Date.now() / 1000));
    const page = await fetch(url);
    expect(await page.text()).toContain('Complete onboarding');
    expect(await emu.completeOnboarding(url)).toBe('http://localhost/return');
    const done = await stripe.accounts.retrieve(account.id);
    expect(done).toMatchObject({ charges_enabled: true, payouts_enabled: true, details_submitted: true, capabilities: { transfers: 'active' } });
    await emu.webhooksIdle();
    const updated = receiver.received
      .map((r) => stripe.webhooks.constructEvent(r.body, r.signature, secret))
      .find((e) => e.type === 'account.updated' && (e.data.object as Stripe.Account).charges_enabled);
    expect(updated?.account).toBe(account.id);
    // Links are single-use.
    expect((await fetch(url)).status).toBe(404);
    const login = await stripe.accounts.createLoginLink(account.id);
    expect((await fetch(login.url)).status).toBe(200);
  });

  it('a destination charge carries the application fee and the transfer to the connected account; refunds work', async () => {
    const account = await stripe.accounts.create({ type: 'express', capabilities: { transfers: { requested: true } } });
    await emu.completeOnboarding((await link(account.id)).url);
    const pi = await stripe.paymentIntents.create({
      amount: 120_000,
      currency: 'usd',
      payment_method: 'pm_card_visa',
      confirm: true,
      application_fee_amount: 1_200,
      transfer_data: { destination: account.id },
      metadata: { rental: 'r1' },
      expand: ['latest_charge'],
    });
    expect(pi).toMatchObject({ status: 'succeeded', application_fee_amount: 1_200, transfer_data: { destination: account.id }, metadata: { rental: 'r1' } });
    const charge = pi.latest_charge as Stripe.Charge;
    expect(charge.application_fee).toMatch(/^fee_/);
    expect(charge.transfer_data?.destination).toBe(account.id);
    const refund = await stripe.refunds.create({ payment_intent: pi.id, reverse_transfer: true, refund_application_fee: true });
    expect(refund.status).toBe('succeeded');
  });

  it('refuses a login link before onboarding and an application fee without a destination', async () => {
    const account = await stripe.accounts.create({ type: 'express' });
    await expect(stripe.accounts.createLoginLink(account.id)).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(stripe.paymentIntents.create({ amount: 1000, currency: 'usd', application_fee_amount: 10 })).rejects.toThrow(/application_fee_amount/);
  });
});
