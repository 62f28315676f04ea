import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../app.js';
import type { PaymentsModule } from '../modules/payments/module.js';
import type { AuthedContext } from '../app-context.js';
import type { RealtimeHub } from '../platform/realtime/realtime-hub.js';
import { ManualClock } from '../platform/clock.js';
import { loadConfig, type Config } from '../platform/config.js';
import { DomainEvents } from '../platform/events/domain-events.js';
import { createMailer, type MailboxEntry } from '../platform/mail/mailer.js';
import { openEmbeddedStore } from '../platform/store/embedded.js';
import { openMongoStore } from '../platform/store/mongo.js';
import { startStripeEmulator, type StripeEmulator } from '../../dev/stripe-emulator/index.js';

export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestServer {
  url: string;
  /** ws://… of the realtime socket (`/api/ws`). */
  wsUrl: string;
  context: AuthedContext;
  realtime: RealtimeHub;
  clock: ManualClock;
  /**
   * The Stripe emulator this server talks to (one per test server): `config.stripe` holds its keys,
   * its webhooks go to `<url>/api/stripe/webhook`; switches, `webhooksIdle()`, `authenticate()`.
   */
  stripe: StripeEmulator;
  /** The payments module (its deps and webhook events repo), for tests that drive handlers directly. */
  payments: PaymentsModule | null;
  /** JSON call to /api; `token` goes in the Authorization header. */
  api<T = Record<string, unknown>>(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; locale?: string; raw?: string; contentType?: string },
  ): Promise<ApiResponse<T>>;
  /** Messages in the development mailbox for an address, newest first. */
  mailbox(to: string): Promise<MailboxEntry[]>;
  close(): Promise<void>;
}

/**
 * Starts the real Koa app on a random loopback port over a fresh in-memory embedded store
 * (or MongoDB when MONGODB_URI is set), with a manual clock and generous rate limits unless
 * the test passes its own config.
 */
export async function startTestServer(overrides: Partial<Config> = {}): Promise<TestServer> {
  const stripe = await startStripeEmulator();
  const webhookSecret = 'whsec_test_server_webhook_secret';
  const config = loadConfig(
    { NODE_ENV: 'test' },
    {
      dataDir: null,
      jwtSecret: 'test-secret-test-secret-test-secret',
      clientDist: null,
      rateLimits: {
        login: { max: 10_000, windowMs: 60_000 },
        forgot: { max: 10_000, windowMs: 60_000 },
        emailExists: { max: 10_000, windowMs: 60_000 },
      },
      stripe: {
        secretKey: stripe.secretKey,
        publishableKey: stripe.publishableKey,
        webhookSecret,
        emulatorUrl: stripe.url,
        emulatorEnabled: true,
      },
      ...overrides,
    },
  );
  const store = process.env.MONGODB_URI ? await openMongoStore(process.env.MONGODB_URI) : await openEmbeddedStore(null);
  if (store.kind === 'mongodb') await store.dropDatabase();
  const clock = new ManualClock();
  const events = new DomainEvents();
  const mailer = createMailer({ smtpUrl: null, from: config.mailFrom, store });
  const { koa, context, realtime, payments } = await buildApp({ config, store, events, mailer, clock });
  const server: Server = createServer(koa.callback());
  realtime.attach(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stripe.addWebhookEndpoint(`${url}/api/stripe/webhook`, { secret: webhookSecret });

  return {
    url,
    wsUrl: `${url.replace(/^http/, 'ws')}/api/ws`,
    context,
    realtime,
    clock,
    stripe,
    payments,
    async api(method, path, options = {}) {
      const headers: Record<string, string> = {};
      if (options.token) headers.Authorization = `Bearer ${options.token}`;
      if (options.locale) headers['X-Locale'] = options.locale;
      let body: string | undefined;
      if (options.raw !== undefined) body = options.raw;
      else if (options.body !== undefined) body = JSON.stringify(options.body);
      if (body !== undefined) headers['Content-Type'] = options.contentType ?? 'application/json';
      const res = await fetch(`${url}/api${path}`, { method, headers, body });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : {};
      } catch {
        /* non-JSON answers stay text */
      }
      await events.idle();
      return { status: res.status, body: parsed as never, headers: res.headers };
    },
    async mailbox(to) {
      await events.idle();
      return mailer.mailbox!.list(to);
    },
    async close() {
      await realtime.close();
      await stripe.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await events.idle();
      await store.close();
    },
  };
}
