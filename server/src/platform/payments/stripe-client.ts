import { Stripe } from 'stripe';
import type { StripeSettings } from '../config.js';

/**
 * The one place the server builds its `stripe` SDK client. With real keys it talks to Stripe;
 * with the local emulator (development and tests) the same SDK is pointed at it through its
 * `host`/`port`/`protocol` options, so every call, error class and retry is the SDK's own.
 * Null when Stripe is not configured (payments then answer "unavailable").
 */
export function createStripeClient(settings: StripeSettings): Stripe | null {
  if (!settings.secretKey) return null;
  const common = {
    // Network failures and lost answers are retried with the same Idempotency-Key (the SDK adds
    // one to every POST), so a retry never charges twice.
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Crashpad' },
  } satisfies Stripe.StripeConfig;
  if (!settings.emulatorUrl) return new Stripe(settings.secretKey, common);
  const url = new URL(settings.emulatorUrl);
  return new Stripe(settings.secretKey, {
    ...common,
    host: url.hostname,
    port: Number(url.port),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
  });
}
