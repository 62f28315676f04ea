import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { loadConfig } from '../config.js';
import { createStripeClient } from './stripe-client.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the Stripe SDK client factory', () => {
  it('points the real SDK at the emulator when the config carries its URL', async () => {
    const stripe = createStripeClient(server.context.config.stripe);
    if (!stripe) throw new Error('no client');
    const customer = await stripe.customers.create({ email: 'factory@example.com' });
    expect(server.stripe.emulator.state.get('customers', customer.id)?.email).toBe('factory@example.com');
  });

  it('builds no client without a secret key, and a real-Stripe client (no emulator host) with one', () => {
    expect(createStripeClient(loadConfig({}, { dataDir: null }).stripe)).toBeNull();
    const real = createStripeClient(loadConfig({ STRIPE_SECRET_KEY: 'sk_live_x' }, { dataDir: null }).stripe);
    expect(real?.getApiField('host')).toBe('api.stripe.com');
  });

  it('reads the keys from the environment and never enables the emulator in production', () => {
    const env = { STRIPE_SECRET_KEY: 'sk_test_a', STRIPE_PUBLISHABLE_KEY: 'pk_test_b', STRIPE_WEBHOOK_SECRET: 'whsec_c' };
    expect(loadConfig(env, { dataDir: null }).stripe).toMatchObject({ secretKey: 'sk_test_a', publishableKey: 'pk_test_b', webhookSecret: 'whsec_c', emulatorUrl: null });
    expect(loadConfig({ NODE_ENV: 'production' }, { dataDir: null }).stripe.emulatorEnabled).toBe(false);
    expect(loadConfig({ STRIPE_EMULATOR: 'off' }, { dataDir: null }).stripe.emulatorEnabled).toBe(false);
  });
});

describe('GET /api/config', () => {
  it('carries the publishable key and, with the emulator, its URL as api_base', async () => {
    const res = await server.api<{ stripe: { publishable_key: string; api_base?: string } }>('GET', '/config');
    expect(res.body.stripe.publishable_key).toMatch(/^pk_test_/);
    expect(res.body.stripe.api_base).toBe(server.stripe.url);
  });
});
