import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../app.js';
import type { PaymentsModule } from '../modules/payments/module.js';
import type { RentalsModule } from '../modules/rentals/module.js';
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
  /** Every /api route as registered: method and full path (with `:params`). */
  routes: { method: string; path: string }[];
  /**
   * The Stripe emulator this server talks to (one per test server): `config.stripe` holds its keys,
   * its webhooks go to `<url>/api/stripe/webhook`; switches, `webhooksIdle()`, `authenticate()`.
   */
  stripe: StripeEmulator;
  /** The payments module (its deps and webhook events repo), for tests that drive handlers directly. */
  payments: PaymentsModule | null;
  /** The rentals module (its deps and services), for tests that drive it directly. */
  rentals: RentalsModule;
  /** JSON call to /api; `token` goes in the Authorization header. */
  api<T = Record<string, unknown>>(
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; locale?: string; raw?: string; contentType?: string; headers?: Record<string, string> },
  ): Promise<ApiResponse<T>>;
  /** Messages in the development mailbox for an address, newest first. */
  mailbox(to: string): Promise<MailboxEntry[]>;
  close(): Promise<void>;
}

const generous = { max: 10_000, windowMs: 60_000 };
const GENEROUS_LIMITS: Config['rateLimits'] = {
  login: generous,
  forgot: generous,
  emailExists: generous,
  signup: generous,
  mailPerAddress: generous,
  lookupPerAddress: generous,
  messages: generous,
};

/**
 * A database of its own for each test server: test files run in parallel workers against one
 * MongoDB (or the bridge), so a shared database would let one file's set-up wipe another's data.
 */
function ownDatabase(uri: string, name = `crashpad_test_${randomUUID().replaceAll('-', '')}`): string {
  const url = new URL(uri);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Starts the real Koa app on a random loopback port over a fresh in-memory embedded store
 * (on disk when the test passes `dataDir`; otherwise MongoDB when MONGODB_URI is set), with a manual
 * clock and generous rate limits unless
 * the test passes its own config.
 */
export async function startTestServer(
  overrides: Omit<Partial<Config>, 'rateLimits'> & { rateLimits?: Partial<Config['rateLimits']> } = {},
  /** `sharedDatabase`: MongoDB only: a database name several test servers share, as app instances behind one load balancer do. */
  placement: { sharedDatabase?: string } = {},
): Promise<TestServer> {
  const stripe = await startStripeEmulator();
  const webhookSecret = 'whsec_test_server_webhook_secret';
  const config = loadConfig(
    { NODE_ENV: 'test' },
    {
      dataDir: null,
      jwtSecret: 'test-secret-test-secret-test-secret',
      clientDist: null,
      stripe: {
        secretKey: stripe.secretKey,
        publishableKey: stripe.publishableKey,
        webhookSecret,
        emulatorUrl: stripe.url,
        emulatorEnabled: true,
      },
      ...overrides,
      // A test that sets some limits keeps the generous ones for the rest.
      rateLimits: { ...GENEROUS_LIMITS, ...overrides.rateLimits },
    },
  );
  if (placement.sharedDatabase && !process.env.MONGODB_URI) throw new Error('a shared database needs MONGODB_URI');
  // A test that passes a dataDir gets the embedded store on disk there (to restart the app over it).
  const store =
    process.env.MONGODB_URI && !config.dataDir
      ? await openMongoStore(ownDatabase(process.env.MONGODB_URI, placement.sharedDatabase))
      : await openEmbeddedStore(config.dataDir);
  const clock = new ManualClock();
  const events = new DomainEvents();
  const mailer = createMailer({ smtpUrl: null, from: config.mailFrom, store });
  const { koa, context, realtime, api, payments, rentals } = await buildApp({ config, store, events, mailer, clock });
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
    routes: api.stack.flatMap((layer) => layer.methods.filter((m) => m !== 'HEAD').map((method) => ({ method, path: String(layer.path) }))),
    stripe,
    payments,
    rentals,
    async api(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
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
      if (store.kind === 'mongodb') await store.dropDatabase();
      await store.close();
    },
  };
}
