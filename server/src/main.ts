import { createServer } from 'node:http';
import { buildApp } from './app.js';
import { OffsetClock, systemClock } from './platform/clock.js';
import { loadConfig } from './platform/config.js';
import { DomainEvents } from './platform/events/domain-events.js';
import { createMailer } from './platform/mail/mailer.js';
import { openStore } from './platform/store/open-store.js';
import { seedDemoData } from './modules/demo/seed.js';

/**
 * Reads config, opens the store, loads demo data into an empty store, starts HTTP, the ws hub,
 * the job scheduler and the outbox dispatcher.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  // Development only: the local Stripe emulator, loaded dynamically so production never imports it.
  const stripeEmulator =
    config.env !== 'production' && !config.stripe.secretKey && config.stripe.emulatorEnabled
      ? await (await import('./platform/payments/dev-stripe-emulator.js')).startDevStripeEmulator(config)
      : null;
  // Outside production the clock can be moved forward (POST /api/dev/clock) for end-to-end journeys.
  const clock = config.env === 'production' ? systemClock : new OffsetClock();
  const store = await openStore(config);
  const events = new DomainEvents();
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, store });
  const { koa, context, realtime, payments, rentals } = await buildApp({ config, store, events, mailer, clock });
  if (config.demoData) {
    await seedDemoData(context);
    // Needs the HTTP server for nothing: charges go to Stripe (the emulator) and are re-read at once.
    await payments?.seedDemo();
    // Live demo rentals through the rentals commands (the demo lister's card comes from the payments seed).
    await rentals.seedDemo();
  }

  const server = createServer(koa.callback());
  // Node's defaults are generous; a slow client must not hold a socket for minutes.
  server.requestTimeout = 30_000;
  server.headersTimeout = 15_000;
  server.keepAliveTimeout = 5_000;
  realtime.attach(server);
  server.listen(config.port, config.host, () => {
    console.log(`Crashpad listening on http://${config.host}:${config.port} (store: ${store.kind}, public URL ${config.publicUrl})`);
  });
  context.jobs.start();
  context.outbox.start();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing requests and closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // Background work first: running jobs hand their occurrence back at their next checkpoint.
    await Promise.all([context.jobs.stop(), context.outbox.stop()]);
    await realtime.close();
    server.close();
    server.closeIdleConnections();
    await events.idle();
    await stripeEmulator?.close();
    await store.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
