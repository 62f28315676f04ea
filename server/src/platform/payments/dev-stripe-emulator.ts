import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config.js';

/** What start-up uses of server/dev/stripe-emulator (declared here: production code never imports it statically). */
interface EmulatorModule {
  startStripeEmulator(options: { port?: number; stateFile?: string | null }): Promise<RunningEmulator>;
}
interface RunningEmulator {
  url: string;
  secretKey: string;
  publishableKey: string;
  addWebhookEndpoint(url: string, options?: { secret?: string }): { id: string; secret: string };
  close(): Promise<void>;
}

/**
 * The emulator module: its build (server/dev/dist, made by `npm run build`) when running the
 * built server, or its TypeScript source under a TS-aware runner. Neither exists in the Docker
 * runtime image, which copies server/dist only.
 */
async function loadEmulatorModule(): Promise<EmulatorModule> {
  const candidates = ['../../../dev/dist/stripe-emulator/index.js', '../../../dev/stripe-emulator/index.ts'];
  for (const rel of candidates) {
    const url = new URL(rel, import.meta.url);
    if (!existsSync(fileURLToPath(url))) continue;
    try {
      return (await import(url.href)) as EmulatorModule;
    } catch (err) {
      // Plain Node cannot load the .ts source: only a TS-aware runner can.
      if (rel.endsWith('.ts')) continue;
      throw err;
    }
  }
  throw new Error('The Stripe emulator is not built (run `npm run build`), and no STRIPE_SECRET_KEY is set.');
}

/**
 * Development start-up: without STRIPE_SECRET_KEY (and outside production), starts the local
 * Stripe emulator on a free loopback port, points it at this server's webhook endpoint, and fills
 * `config.stripe` with its keys and URL. Returns null when real keys (or STRIPE_EMULATOR=off) apply.
 */
export async function startDevStripeEmulator(config: Config, env: NodeJS.ProcessEnv = process.env): Promise<RunningEmulator | null> {
  if (config.env === 'production' || config.stripe.secretKey || !config.stripe.emulatorEnabled) return null;
  const { startStripeEmulator } = await loadEmulatorModule();
  const port = Number(env.STRIPE_EMULATOR_PORT ?? 0);
  const emulator = await startStripeEmulator({
    port: Number.isInteger(port) && port >= 0 && port < 65536 ? port : 0,
    stateFile: config.dataDir ? join(config.dataDir, 'stripe-emulator.json') : null,
  });
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  const webhookUrl = `http://${host.includes(':') ? `[${host}]` : host}:${config.port}/api/stripe/webhook`;
  const { secret } = emulator.addWebhookEndpoint(webhookUrl, config.stripe.webhookSecret ? { secret: config.stripe.webhookSecret } : {});
  config.stripe = {
    ...config.stripe,
    secretKey: emulator.secretKey,
    publishableKey: emulator.publishableKey,
    webhookSecret: secret,
    emulatorUrl: emulator.url,
  };
  console.log(`Stripe emulator on ${emulator.url} (no STRIPE_SECRET_KEY set; test cards only)`);
  return emulator;
}
