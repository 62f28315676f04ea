import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiServer, LoseResponseRule } from './api-server.js';
import { readBody } from './api-server.js';
import type { Emulator } from './emulator.js';
import { parseForm } from './form.js';
import { newId } from './ids.js';
import { authenticationDonePage, authenticationPage, dashboardPage, onboardingPage, page } from './pages.js';
import { completeOnboarding } from './resources/accounts.js';
import { advanceWallClock } from './resources/test-clocks.js';
import { finishPaymentAuthentication } from './resources/payment-intents.js';
import { finishSetupAuthentication } from './resources/setup-intents.js';
import { DEFAULT_SWITCHES, type DeliverySwitches } from './webhooks.js';

type Json = Record<string, unknown>;

class ControlError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body, null, 2));
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(html);
}

async function readJsonOrForm(req: IncomingMessage): Promise<Json> {
  const raw = await readBody(req);
  if (!raw) return {};
  if ((req.headers['content-type'] ?? '').includes('application/json')) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Json;
    } catch {
      /* falls through to the error below */
    }
    throw new ControlError(400, 'Body must be a JSON object.');
  }
  return parseForm(raw) as Json;
}

function numberPair(v: unknown): [number, number] {
  if (typeof v === 'number' && v >= 0) return [v, v];
  if (Array.isArray(v) && v.length === 2 && v.every((n) => typeof n === 'number' && n >= 0)) return [v[0], v[1]] as [number, number];
  throw new ControlError(400, 'delay_ms must be a number or [min, max].');
}

/** Applies a switches body (snake_case keys) onto the dispatcher's switches. */
function applySwitches(current: DeliverySwitches, body: Json): DeliverySwitches {
  const next = { ...current };
  for (const [k, v] of Object.entries(body)) {
    if (k === 'hold' && typeof v === 'boolean') next.hold = v;
    else if (k === 'drop_next' && Number.isInteger(v) && (v as number) >= 0) next.dropNext = v as number;
    else if (k === 'drop_types' && Array.isArray(v) && v.every((t) => typeof t === 'string')) next.dropTypes = v as string[];
    else if (k === 'duplicate' && Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 10) next.duplicate = v as number;
    else if (k === 'duplicate' && Array.isArray(v) && v.length === 2 && v.every((n) => Number.isInteger(n) && n >= 0 && n <= 10) && v[0] <= v[1]) next.duplicate = [v[0], v[1]];
    else if (k === 'delay_ms') next.delayMs = numberPair(v);
    else if (k === 'retry_delays_ms' && Array.isArray(v) && v.every((n) => typeof n === 'number' && n >= 0)) next.retryDelaysMs = v as number[];
    else if (k === 'reset' && v === true) Object.assign(next, structuredClone(DEFAULT_SWITCHES));
    else throw new ControlError(400, `Unknown or invalid switch: ${k}`);
  }
  return next;
}

/**
 * `/_emulator/...`: the test-control API (never under /v1) and the emulator's own pages.
 * Extra routes (onboarding pages, the Stripe.js stand-in) are registered by other modules.
 */
export class ControlServer {
  readonly extra: { method: string; pattern: RegExp; handler: (req: IncomingMessage, res: ServerResponse, match: RegExpExecArray, url: URL) => Promise<void> | void }[] = [];

  constructor(
    private readonly em: Emulator,
    private readonly api: ApiServer,
    private readonly hooks: { reset: () => void },
  ) {}

  async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    try {
      await this.dispatch(req, res, url);
    } catch (err) {
      if (err instanceof ControlError) return sendJson(res, err.status, { error: { message: err.message } });
      if (err && typeof err === 'object' && 'status' in err && 'body' in err) return sendJson(res, (err as { status: number }).status, { error: (err as { body: unknown }).body });
      throw err;
    }
  }

  private async dispatch(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = req.method ?? 'GET';
    const path = url.pathname;
    for (const r of this.extra) {
      const m = r.method === method ? r.pattern.exec(path) : null;
      if (m) return r.handler(req, res, m, url);
    }
    const em = this.em;
    if (method === 'GET' && path === '/_emulator/health') return sendJson(res, 200, { ok: true, base_url: em.baseUrl });
    if (method === 'POST' && path === '/_emulator/reset') {
      this.hooks.reset();
      return sendJson(res, 200, { ok: true });
    }
    if (path === '/_emulator/webhooks/switches') {
      if (method === 'POST') em.webhooks.switches = applySwitches(em.webhooks.switches, await readJsonOrForm(req));
      return sendJson(res, 200, em.webhooks.switches);
    }
    if (method === 'POST' && path === '/_emulator/webhooks/flush') {
      const body = await readJsonOrForm(req);
      const order = body.order ?? 'fifo';
      if (order !== 'fifo' && order !== 'reverse' && order !== 'random') throw new ControlError(400, 'order must be fifo, reverse or random.');
      return sendJson(res, 200, { released: em.webhooks.flush(order) });
    }
    if (method === 'POST' && path === '/_emulator/webhooks/redeliver') {
      const body = await readJsonOrForm(req);
      const event = typeof body.event === 'string' ? em.state.get('events', body.event) : undefined;
      if (!event) throw new ControlError(404, 'No such event.');
      return sendJson(res, 200, { deliveries: em.webhooks.redeliver(event) });
    }
    if (method === 'POST' && path === '/_emulator/webhooks/idle') {
      await em.webhooks.idle();
      return sendJson(res, 200, { ok: true, held: em.webhooks.heldCount() });
    }
    if (method === 'GET' && path === '/_emulator/webhooks/deliveries') return sendJson(res, 200, { data: em.webhooks.attempts });
    if (path === '/_emulator/webhooks/endpoints') {
      if (method === 'POST') {
        const body = await readJsonOrForm(req);
        if (typeof body.url !== 'string' || !/^https?:\/\//.test(body.url)) throw new ControlError(400, 'url must be an http(s) URL.');
        const secret = typeof body.secret === 'string' && body.secret.startsWith('whsec_') ? body.secret : `whsec_${newId('x').slice(2)}`;
        const events = Array.isArray(body.enabled_events) ? body.enabled_events.filter((e): e is string => typeof e === 'string') : ['*'];
        const endpoint = { id: newId('we'), url: body.url, secret, enabledEvents: events };
        em.webhooks.endpoints.push(endpoint);
        return sendJson(res, 200, endpoint);
      }
      if (method === 'DELETE') {
        em.webhooks.endpoints = [];
        return sendJson(res, 200, { ok: true });
      }
      return sendJson(res, 200, { data: em.webhooks.endpoints });
    }
    if (method === 'GET' && path === '/_emulator/time') return sendJson(res, 200, { now: em.state.now(), offset_seconds: em.state.offsetSeconds });
    if (method === 'POST' && path === '/_emulator/time/advance') {
      const body = await readJsonOrForm(req);
      const seconds = Number(body.seconds);
      if (!Number.isInteger(seconds) || seconds < 1 || seconds > 5 * 366 * 86_400) throw new ControlError(400, 'seconds must be an integer from 1 to five years.');
      em.request = { id: newId('req', 14), idempotencyKey: null, apiVersion: '2026-10-28.endive', account: null };
      try {
        advanceWallClock(em, seconds);
      } finally {
        em.request = null;
      }
      this.api.onChange();
      return sendJson(res, 200, { now: em.state.now(), offset_seconds: em.state.offsetSeconds });
    }
    if (method === 'POST' && path === '/_emulator/responses/fail') {
      const body = await readJsonOrForm(req);
      const count = body.count === undefined ? 1 : Number(body.count);
      const status = body.status === undefined ? 500 : Number(body.status);
      if (!Number.isInteger(count) || count < 1 || count > 100) throw new ControlError(400, 'count must be an integer 1–100.');
      if (![429, 500, 502, 503, 504].includes(status)) throw new ControlError(400, 'status must be 429, 500, 502, 503 or 504.');
      this.api.failRequests.push({ remaining: count, status, ...(typeof body.method === 'string' ? { method: body.method } : {}), ...(typeof body.path === 'string' ? { path: body.path } : {}) });
      return sendJson(res, 200, { rules: this.api.failRequests });
    }
    if (method === 'POST' && path === '/_emulator/responses/lose') {
      const body = await readJsonOrForm(req);
      const count = body.count === undefined ? 1 : Number(body.count);
      if (!Number.isInteger(count) || count < 1 || count > 100) throw new ControlError(400, 'count must be an integer 1–100.');
      const rule: LoseResponseRule = { remaining: count };
      if (typeof body.method === 'string') rule.method = body.method;
      if (typeof body.path === 'string') rule.path = body.path;
      this.api.loseResponses.push(rule);
      return sendJson(res, 200, { rules: this.api.loseResponses });
    }
    const onboarding = /^\/_emulator\/connect\/onboarding\/([A-Za-z0-9_]+)(?:\/(complete|leave))?$/.exec(path);
    if (onboarding) return this.onboarding(req, res, onboarding[1]!, onboarding[2] as 'complete' | 'leave' | undefined);
    const dashboard = /^\/_emulator\/connect\/dashboard\/([A-Za-z0-9_]+)$/.exec(path);
    if (dashboard && method === 'GET') {
      const account = em.state.get('accounts', dashboard[1]!);
      if (!account) return sendHtml(res, 404, page('Not found', '<h1>Unknown account</h1>'));
      return sendHtml(res, 200, dashboardPage(account.id, { chargesEnabled: account.charges_enabled, payoutsEnabled: account.payouts_enabled }));
    }
    const auth = /^\/_emulator\/authenticate\/([A-Za-z0-9_]+)(?:\/(complete|fail))?$/.exec(path);
    if (auth) return this.authenticate(req, res, auth[1]!, auth[2] as 'complete' | 'fail' | undefined, url);
    sendJson(res, 404, { error: { message: `Unknown emulator route ${method} ${path}` } });
  }

  /**
   * The Express onboarding page of an account link. Links are single-use and expire: an expired
   * or used link sends the browser to `refresh_url`, as Stripe's do. "Complete" enables the
   * account (`account.updated`) and returns to `return_url`; "Leave" returns without finishing.
   */
  private async onboarding(req: IncomingMessage, res: ServerResponse, linkId: string, action: 'complete' | 'leave' | undefined): Promise<void> {
    const em = this.em;
    const link = em.state.accountLinks.get(linkId);
    if (!link) return sendHtml(res, 404, page('Not found', '<h1>Unknown or used link</h1>'));
    const redirect = (to: string) => {
      res.writeHead(303, { Location: to, 'Cache-Control': 'no-store' });
      res.end();
    };
    if (link.expiresAt < Math.floor(Date.now() / 1000)) {
      em.state.accountLinks.delete(linkId);
      return redirect(link.refreshUrl);
    }
    const account = em.state.get('accounts', link.account);
    if (!account) return sendHtml(res, 404, page('Not found', '<h1>Unknown account</h1>'));
    if (!action || req.method !== 'POST') return sendHtml(res, 200, onboardingPage(linkId, account.id, account.email));
    await readBody(req);
    em.state.accountLinks.delete(linkId);
    if (action === 'leave') return redirect(link.returnUrl);
    em.request = { id: newId('req', 14), idempotencyKey: null, apiVersion: '2026-10-28.endive', account: account.id };
    try {
      completeOnboarding(em, account);
    } finally {
      em.request = null;
    }
    this.api.onChange();
    redirect(link.returnUrl);
  }

  /** The 3-D Secure page (GET) and its verdict (POST …/complete or …/fail, from the page or a test). */
  private async authenticate(req: IncomingMessage, res: ServerResponse, intentId: string, verdict: 'complete' | 'fail' | undefined, url: URL): Promise<void> {
    const em = this.em;
    const si = intentId.startsWith('seti_') ? em.state.get('setup_intents', intentId) : undefined;
    const pi = intentId.startsWith('pi_') ? em.state.get('payment_intents', intentId) : undefined;
    const intent = si ?? pi;
    const pending = em.state.pendingAuth.get(intentId);
    if (!intent) return sendHtml(res, 404, page('Not found', '<h1>Unknown intent</h1>'));
    const body = req.method === 'POST' ? await readJsonOrForm(req) : {};
    const secret = (body.client_secret ?? url.searchParams.get('client_secret') ?? '') as string;
    if (secret !== intent.client_secret) return sendHtml(res, 403, page('Forbidden', '<h1>Wrong client secret</h1>'));
    if (!verdict || req.method !== 'POST') {
      if (!pending) return sendHtml(res, 409, page('Nothing to authenticate', `<h1>This intent is not waiting for authentication</h1><p>Status: ${intent.status}</p>`));
      const amount = pi ? `${(pi.amount / 100).toFixed(2)} ${pi.currency.toUpperCase()}` : null;
      return sendHtml(res, 200, authenticationPage(intentId, secret, amount));
    }
    if (!pending) throw new ControlError(409, `Intent ${intentId} is not waiting for authentication (status ${intent.status}).`);
    em.request = { id: newId('req', 14), idempotencyKey: null, apiVersion: '2026-10-28.endive', account: null };
    try {
      if (si) finishSetupAuthentication(em, si, verdict === 'complete');
      else if (pi) finishPaymentAuthentication(em, pi, verdict === 'complete');
    } finally {
      em.request = null;
    }
    this.api.onChange();
    let redirect: string | null = null;
    if (pending.returnUrl) {
      const to = new URL(pending.returnUrl);
      const kind = si ? 'setup_intent' : 'payment_intent';
      to.searchParams.set(kind, intentId);
      to.searchParams.set(`${kind}_client_secret`, intent.client_secret ?? '');
      to.searchParams.set('redirect_status', intent.status === 'succeeded' || intent.status === 'requires_capture' ? 'succeeded' : 'failed');
      redirect = to.toString();
    }
    if ((req.headers.accept ?? '').includes('application/json')) return sendJson(res, 200, { id: intentId, status: intent.status, redirect });
    sendHtml(res, 200, authenticationDonePage(intentId, intent.status, redirect));
  }
}
