import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname } from 'node:path';
import { ApiServer, type LoseResponseRule } from './api-server.js';
import { ControlServer } from './control.js';
import { Emulator } from './emulator.js';
import { newId } from './ids.js';
import { API_ROUTES } from './routes.js';
import { watchInvoiceIntents } from './resources/invoices.js';
import type { StateSnapshot } from './state.js';
import type { DeliverySwitches } from './webhooks.js';
export type { DeliverySwitches } from './webhooks.js';

export interface StripeEmulatorOptions {
  /** Loopback port; 0 (default) picks a free one. */
  port?: number;
  host?: string;
  /** API keys the emulator accepts (defaults are fixed, recognisable test keys). */
  secretKey?: string;
  publishableKey?: string;
  /** Webhook endpoints to send events to, each with its `whsec_…` signing secret. */
  webhooks?: { url: string; secret?: string; enabledEvents?: string[] }[];
  /** Keep state in this JSON file across restarts (`npm start` uses DATA_DIR/stripe-emulator.json). */
  stateFile?: string | null;
}

export interface StripeEmulator {
  /** `http://127.0.0.1:<port>`: the API base for the SDK and Stripe.js stand-in. */
  url: string;
  secretKey: string;
  publishableKey: string;
  /** The `stripe` SDK options that point a client at this emulator. */
  clientOptions: { host: string; port: number; protocol: 'http' };
  /** Adds a webhook endpoint; returns its signing secret. */
  addWebhookEndpoint(url: string, options?: { secret?: string; enabledEvents?: string[] }): { id: string; secret: string };
  /** Changes webhook delivery switches (hold, drop, duplicate, delay, retries). */
  setWebhookSwitches(switches: Partial<DeliverySwitches>): void;
  /** Sends a recorded event again to the endpoints (as the Dashboard's "Resend"). */
  redeliverEvent(eventId: string): number;
  /** Sends held deliveries in the given order. */
  flushWebhooks(order?: 'fifo' | 'reverse' | 'random'): number;
  /** Resolves once no delivery is in flight or scheduled (held ones excepted). */
  webhooksIdle(): Promise<void>;
  /** Drops the connection of the next matching request(s) after they were executed. */
  loseResponses(rule: Omit<LoseResponseRule, 'remaining'> & { count?: number }): void;
  /**
   * Answers the next matching request(s) with an API error (default 500) without executing them;
   * the SDK retries 5xx and 429 itself, so `count` above its maxNetworkRetries reaches the caller.
   */
  failRequests(rule: Omit<LoseResponseRule, 'remaining'> & { count?: number; status?: number }): void;
  /** Completes or fails the pending 3-D Secure step of an intent, as the page's buttons do. */
  authenticate(intentId: string, verdict: 'complete' | 'fail'): Promise<void>;
  /**
   * Moves the emulator's clock for customers without a test clock forward, renewing (or ending)
   * their subscriptions on the way; returns the new time (unix seconds).
   */
  advanceTime(seconds: number): Promise<number>;
  /** Follows an account link's "Complete onboarding" as a browser would; returns where it redirects (return_url). */
  completeOnboarding(accountLinkUrl: string): Promise<string>;
  /** Forgets every object, event, idempotency key and switch (endpoints stay). */
  reset(): void;
  close(): Promise<void>;
  /** The in-process core, for tests that need to look inside. */
  emulator: Emulator;
}

export const DEFAULT_SECRET_KEY = 'sk_test_crashpad_emulator';
export const DEFAULT_PUBLISHABLE_KEY = 'pk_test_crashpad_emulator';

/** Adds CORS for Stripe.js calls from the app's origin (the stand-in runs in the browser). */
function cors(req: IncomingMessage, res: ServerResponse): boolean {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Idempotency-Key, Stripe-Version, Stripe-Account');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE, OPTIONS');
  res.setHeader('Access-Control-Expose-Headers', 'Request-Id, Stripe-Version, Idempotency-Key, Idempotent-Replayed');
  res.setHeader('Access-Control-Max-Age', '600');
  if (req.method === 'OPTIONS') {
    res.writeHead(204).end();
    return true;
  }
  return false;
}

/** Starts the emulator on a loopback port. */
export async function startStripeEmulator(options: StripeEmulatorOptions = {}): Promise<StripeEmulator> {
  const keys = { secretKey: options.secretKey ?? DEFAULT_SECRET_KEY, publishableKey: options.publishableKey ?? DEFAULT_PUBLISHABLE_KEY };
  const em = new Emulator(keys);
  watchInvoiceIntents(em);
  const stateFile = options.stateFile ?? null;
  if (stateFile && existsSync(stateFile)) {
    try {
      em.state.restore(JSON.parse(readFileSync(stateFile, 'utf8')) as StateSnapshot);
    } catch (err) {
      console.warn(`[stripe-emulator] ignoring unreadable state file ${stateFile}: ${(err as Error).message}`);
    }
  }
  const api = new ApiServer(em, API_ROUTES);
  let saveTimer: NodeJS.Timeout | null = null;
  const save = () => {
    if (!stateFile) return;
    saveTimer = null;
    mkdirSync(dirname(stateFile), { recursive: true });
    const tmp = `${stateFile}.tmp`;
    writeFileSync(tmp, JSON.stringify(em.state.snapshot()));
    renameSync(tmp, stateFile);
  };
  api.onChange = () => {
    if (stateFile && !saveTimer) saveTimer = setTimeout(save, 250);
  };
  const reset = () => {
    em.reset();
    api.loseResponses = [];
    api.failRequests = [];
    api.onChange();
  };
  const control = new ControlServer(em, api, { reset });

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://emulator.local');
    if (cors(req, res)) return;
    const work = url.pathname.startsWith('/v1/') ? api.handle(req, res, url) : control.handle(req, res, url);
    work.catch((err: unknown) => {
      console.error('[stripe-emulator]', err);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: 'Internal emulator error.' } }));
    });
  });
  server.keepAliveTimeout = 5_000;
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${host}:${port}`;
  em.baseUrl = url;

  const addWebhookEndpoint: StripeEmulator['addWebhookEndpoint'] = (target, opts = {}) => {
    const endpoint = { id: newId('we'), url: target, secret: opts.secret ?? `whsec_${newId('x').slice(2)}`, enabledEvents: opts.enabledEvents ?? ['*'] };
    em.webhooks.endpoints.push(endpoint);
    return { id: endpoint.id, secret: endpoint.secret };
  };
  for (const w of options.webhooks ?? []) addWebhookEndpoint(w.url, { ...(w.secret ? { secret: w.secret } : {}), ...(w.enabledEvents ? { enabledEvents: w.enabledEvents } : {}) });

  return {
    url,
    ...keys,
    clientOptions: { host, port, protocol: 'http' },
    addWebhookEndpoint,
    setWebhookSwitches(switches) {
      em.webhooks.switches = { ...em.webhooks.switches, ...switches };
    },
    flushWebhooks: (order) => em.webhooks.flush(order),
    redeliverEvent(eventId) {
      const event = em.state.get('events', eventId);
      if (!event) throw new Error(`No such event: ${eventId}`);
      return em.webhooks.redeliver(event);
    },
    webhooksIdle: () => em.webhooks.idle(),
    loseResponses({ count, ...rule }) {
      api.loseResponses.push({ ...rule, remaining: count ?? 1 });
    },
    failRequests({ count, status, ...rule }) {
      api.failRequests.push({ ...rule, status: status ?? 500, remaining: count ?? 1 });
    },
    async authenticate(intentId, verdict) {
      const intent = em.state.get('setup_intents', intentId) ?? em.state.get('payment_intents', intentId);
      const res = await fetch(`${url}/_emulator/authenticate/${intentId}/${verdict}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ client_secret: intent?.client_secret ?? '' }),
      });
      if (!res.ok) throw new Error(`authentication of ${intentId} failed: ${res.status} ${await res.text()}`);
    },
    async advanceTime(seconds) {
      const res = await fetch(`${url}/_emulator/time/advance`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ seconds }) });
      if (!res.ok) throw new Error(`advancing the emulator clock failed: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { now: number }).now;
    },
    async completeOnboarding(linkUrl) {
      const res = await fetch(`${linkUrl}/complete`, { method: 'POST', redirect: 'manual' });
      if (res.status !== 303) throw new Error(`onboarding link ${linkUrl} answered ${res.status}`);
      return res.headers.get('location') ?? '';
    },
    reset,
    emulator: em,
    async close() {
      em.webhooks.close();
      if (saveTimer) {
        clearTimeout(saveTimer);
        save();
      }
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
