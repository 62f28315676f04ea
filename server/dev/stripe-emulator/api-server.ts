import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEFAULT_API_VERSION, type Emulator } from './emulator.js';
import { EmulatorError, type StripeErrorBody } from './errors.js';
import { parseForm, type FormObject } from './form.js';
import { newId } from './ids.js';
import type { KeyKind, Route } from './router.js';

/** A rule that drops the connection after the request was executed (the "lost response" switch). */
export interface LoseResponseRule {
  method?: string;
  /** Request path prefix, e.g. `/v1/payment_intents`. */
  path?: string;
  remaining: number;
}

const MAX_BODY = 1024 * 1024;
const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(new EmulatorError(413, { type: 'invalid_request_error', message: 'Request body too large.' }));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function keyFrom(req: IncomingMessage, params: FormObject): string | null {
  const auth = req.headers.authorization ?? '';
  const bearer = /^Bearer\s+(\S+)$/i.exec(auth);
  if (bearer) return bearer[1]!;
  const basic = /^Basic\s+(\S+)$/i.exec(auth);
  if (basic) return Buffer.from(basic[1]!, 'base64').toString('utf8').split(':')[0] ?? null;
  // Stripe.js sends the publishable key as a `key` parameter.
  return typeof params.key === 'string' ? params.key : null;
}

/** Canonical form of the params for the idempotency comparison (order-insensitive). */
function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const o = value as Record<string, unknown>;
  return `{${Object.keys(o).sort().map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`).join(',')}}`;
}

/** The `/v1` API: authentication, idempotency, dispatch and Stripe's error format. */
/** A rule that answers the next matching request(s) with an API error without executing them (an outage). */
export interface FailRequestRule extends LoseResponseRule {
  /** HTTP status of the answer (500, 503, 429 …). */
  status: number;
}

export class ApiServer {
  loseResponses: LoseResponseRule[] = [];
  failRequests: FailRequestRule[] = [];
  /** Called after every request that may have changed state (for persistence). */
  onChange: () => void = () => {};

  constructor(
    private readonly em: Emulator,
    private readonly routes: Route[],
  ) {}

  async handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    const requestId = newId('req', 14);
    const apiVersion = (req.headers['stripe-version'] as string | undefined) ?? DEFAULT_API_VERSION;
    const send = (status: number, body: unknown, extra: Record<string, string> = {}) => {
      res.writeHead(status, {
        'Content-Type': 'application/json',
        'Request-Id': requestId,
        'Stripe-Version': apiVersion,
        'Cache-Control': 'no-cache, no-store',
        ...(status >= 400 && status < 500 && status !== 409 ? { 'Stripe-Should-Retry': 'false' } : {}),
        ...extra,
      });
      res.end(typeof body === 'string' ? body : JSON.stringify(body, null, 2));
    };
    const sendError = (err: EmulatorError) => send(err.status, { error: { ...err.body, request_log_url: `${this.em.baseUrl}/_emulator/logs/${requestId}` } });

    let params: FormObject;
    try {
      const body = method === 'GET' || method === 'DELETE' ? '' : await readBody(req);
      params = { ...parseForm(url.search.slice(1)), ...parseForm(body) };
    } catch (err) {
      if (err instanceof EmulatorError) return sendError(err);
      throw err;
    }

    const key = keyFrom(req, params);
    let kind: KeyKind;
    if (key === this.em.keys.secretKey) kind = 'secret';
    else if (key === this.em.keys.publishableKey) kind = 'publishable';
    else {
      const shown = key ? `${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}` : '';
      return send(401, {
        error: {
          type: 'invalid_request_error',
          message: key
            ? `Invalid API Key provided: ${shown}`
            : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
        },
      });
    }
    delete params.key;

    const path = url.pathname.replace(/\/$/, '');
    let route: Route | undefined;
    let match: RegExpExecArray | null = null;
    for (const r of this.routes) {
      if (r.method !== method) continue;
      match = r.pattern.exec(path);
      if (match) {
        route = r;
        break;
      }
    }
    if (!route || !match) {
      return send(404, {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${path}). The Stripe emulator does not implement this endpoint; see server/dev/stripe-emulator/README.md.`,
        },
      });
    }
    if (kind === 'publishable' && !route.publishable) {
      return send(403, {
        error: { type: 'invalid_request_error', message: 'This API call cannot be made with a publishable API key. Please use a secret API key.' },
      });
    }

    const idempotencyHeader = method === 'POST' ? ((req.headers['idempotency-key'] as string | undefined) ?? null) : null;
    const storeKey = idempotencyHeader ? `${kind}:${idempotencyHeader}` : null;
    const paramsKey = canonical(params);
    if (storeKey) {
      if (idempotencyHeader!.length > 255) {
        return sendError(new EmulatorError(400, { type: 'invalid_request_error', message: 'Idempotency-Key must be at most 255 characters.' }));
      }
      let stored = this.em.state.idempotency.get(storeKey);
      // Stripe keeps keys for 24 hours; after that the key is new again.
      if (stored && Date.now() - stored.createdAt > IDEMPOTENCY_TTL_MS) {
        this.em.state.idempotency.delete(storeKey);
        stored = undefined;
      }
      if (stored) {
        if (stored.method !== method || stored.path !== path || stored.params !== paramsKey) {
          return send(400, {
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyHeader}' if you meant to execute a different request.`,
            },
          });
        }
        if (this.shouldLose(method, path)) return void req.socket.destroy();
        return send(stored.status, stored.body, { 'Idempotent-Replayed': 'true', 'Idempotency-Key': idempotencyHeader! });
      }
    }

    const outage = this.failRequests.find((r) => r.remaining > 0 && (!r.method || r.method.toUpperCase() === method) && (!r.path || path.startsWith(r.path)));
    if (outage) {
      outage.remaining--;
      this.failRequests = this.failRequests.filter((r) => r.remaining > 0);
      const type = outage.status === 429 ? 'invalid_request_error' : 'api_error';
      return send(outage.status, { error: { type, ...(outage.status === 429 ? { code: 'rate_limit' } : {}), message: `Emulated outage: the Stripe API answered ${outage.status} without doing anything.` } }, { 'Stripe-Should-Retry': 'true' });
    }
    this.em.request = { id: requestId, idempotencyKey: idempotencyHeader, apiVersion, account: (req.headers['stripe-account'] as string | undefined) ?? null };
    let status = 200;
    let body: string;
    let executed = true;
    try {
      const result = route.handler({ em: this.em, params, path: match.slice(1), key: kind, url: path });
      body = JSON.stringify(result, null, 2);
    } catch (err) {
      if (err instanceof EmulatorError) {
        status = err.status;
        executed = err.executed;
        body = JSON.stringify({ error: { ...err.body, request_log_url: `${this.em.baseUrl}/_emulator/logs/${requestId}` } satisfies StripeErrorBody }, null, 2);
      } else {
        console.error('[stripe-emulator]', err);
        status = 500;
        executed = false;
        body = JSON.stringify({ error: { type: 'api_error', message: 'An unknown error occurred in the Stripe emulator.' } });
      }
    } finally {
      this.em.request = null;
    }
    // Stripe stores an answer once the endpoint started executing: successes and card errors,
    // not validation errors (https://docs.stripe.com/api/idempotent_requests).
    if (storeKey && (status < 400 || executed)) {
      this.em.state.idempotency.set(storeKey, { method, path, params: paramsKey, status, body, createdAt: Date.now() });
    }
    if (method !== 'GET') this.onChange();
    if (this.shouldLose(method, path)) return void req.socket.destroy();
    send(status, body, idempotencyHeader ? { 'Idempotency-Key': idempotencyHeader } : {});
  }

  private shouldLose(method: string, path: string): boolean {
    const rule = this.loseResponses.find((r) => r.remaining > 0 && (!r.method || r.method.toUpperCase() === method) && (!r.path || path.startsWith(r.path)));
    if (!rule) return false;
    rule.remaining--;
    this.loseResponses = this.loseResponses.filter((r) => r.remaining > 0);
    return true;
  }
}
