import { countOutputSchema } from '@crashpad/sync';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
import { ApiError, OfflineError, UnexpectedAnswerError } from './api-error';
import { createApiEvents, type ApiAlert } from './api-events';

function setup(options: { token?: string | null; online?: boolean; respond?: (url: string, init: RequestInit) => Response | Promise<Response> } = {}) {
  const calls: { url: string; init: RequestInit }[] = [];
  const alerts: ApiAlert[] = [];
  const events = createApiEvents();
  events.subscribe((a) => alerts.push(a));
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init: init ?? {} });
    return options.respond ? options.respond(String(input), init ?? {}) : Response.json({ ok: true });
  });
  const api = createApiClient({
    getToken: () => options.token ?? null,
    getLocale: () => 'de',
    events,
    fetch: fetchMock as unknown as typeof fetch,
    isOnline: () => options.online ?? true,
  });
  const headers = (i = 0) => (calls[i]?.init.headers ?? {}) as Record<string, string>;
  return { api, calls, alerts, headers };
}

const errorResponse = (status: number, body: unknown) => Response.json(body, { status });
const expiredLogin = () => errorResponse(401, { code: 'login_expired', message: 'expired' });

/** A schema loader, as the first load's code passes one (api-client.ts `schema`). */
const loadCountSchema = async () => countOutputSchema;

describe('api-client requests', () => {
  it('sends the bearer token and X-Locale when logged in', async () => {
    const { api, calls, headers } = setup({ token: 'tok_abcdefghijk' });
    await api.get('/user');
    expect(calls[0]?.url).toBe('/api/user');
    expect(headers().Authorization).toBe('Bearer tok_abcdefghijk');
    expect(headers()['X-Locale']).toBe('de');
  });

  it('sends no Authorization header when logged out', async () => {
    const { api, headers } = setup({ token: null });
    await api.get('/config');
    expect(headers().Authorization).toBeUndefined();
    expect(headers()['X-Locale']).toBe('de');
  });

  it('sends JSON bodies and drops empty query values', async () => {
    const { api, calls, headers } = setup();
    await api.post('/login', { email: 'a@example.com' }, { query: { ref: 'x y', skip: undefined, n: 2 } });
    expect(calls[0]?.url).toBe('/api/login?ref=x+y&n=2');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"email":"a@example.com"}');
    expect(headers()['Content-Type']).toBe('application/json');
  });

  it('validates answers with a sync schema', async () => {
    const { api } = setup({ respond: () => Response.json({ count: 'many' }) });
    await expect(api.get('/messages/unread', { schema: countOutputSchema })).rejects.toBeInstanceOf(UnexpectedAnswerError);
    const ok = setup({ respond: () => Response.json({ count: 3 }) });
    await expect(ok.api.get('/messages/unread', { schema: countOutputSchema })).resolves.toEqual({ count: 3 });
  });

  it('validates answers with a schema that loads with the request (first-load code passes a loader)', async () => {
    const { api } = setup({ respond: () => Response.json({ count: 'many' }) });
    await expect(api.get('/messages/unread', { schema: loadCountSchema })).rejects.toBeInstanceOf(UnexpectedAnswerError);
    const ok = setup({ respond: () => Response.json({ count: 3, extra: true }) });
    await expect(ok.api.get('/messages/unread', { schema: loadCountSchema })).resolves.toEqual({ count: 3 });
  });
});

describe('api-client errors', () => {
  it('parses {code,message,fields} into an ApiError', async () => {
    const { api } = setup({
      respond: () => errorResponse(422, { code: 'validation_failed', message: 'Bitte prüfen', fields: { email: 'E-Mail fehlt' } }),
    });
    const error = await api.post('/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'validation_failed', message: 'Bitte prüfen', fields: { email: 'E-Mail fehlt' } });
  });

  it('keeps the data entries of a 402 payment failure (the Stripe error the modal reads)', async () => {
    const stripeError = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };
    const { api } = setup({ respond: () => errorResponse(402, { code: 'payment_failed', message: 'declined', data: [stripeError] }) });
    const error = await api.post('/user/subscription', {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 402, data: [stripeError] });
    const plain = await setup({ respond: () => errorResponse(422, { code: 'validation_failed', message: 'x', data: 'not a list' }) })
      .api.get('/x')
      .catch((e: unknown) => e);
    expect(plain).toMatchObject({ data: [] });
  });

  it('gives a usable error for bodies that are not the error model', async () => {
    const { api } = setup({ respond: () => new Response('<html>bad gateway</html>', { status: 502 }) });
    await expect(api.get('/x')).rejects.toMatchObject({ status: 502, code: 'internal_error' });
  });

  it('throws OfflineError without calling fetch when the browser is offline', async () => {
    const { api, calls } = setup({ online: false });
    await expect(api.get('/user')).rejects.toBeInstanceOf(OfflineError);
    expect(calls).toHaveLength(0);
  });

  it('turns a network TypeError into OfflineError', async () => {
    const { api } = setup({
      respond: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await expect(api.get('/user')).rejects.toBeInstanceOf(OfflineError);
  });
});

describe('api-client global alerts (spec 1 §8)', () => {
  it('announces server errors for HTTP 500 and above', async () => {
    const { api, alerts } = setup({ respond: () => errorResponse(503, { code: 'internal_error', message: 'x' }) });
    await api.get('/x').catch(() => undefined);
    expect(alerts).toEqual([{ kind: 'server_error' }]);
  });

  it('announces conflicts with the server message', async () => {
    const { api, alerts } = setup({ respond: () => errorResponse(409, { code: 'conflict', message: 'Konflikt' }) });
    await api.get('/x').catch(() => undefined);
    expect(alerts).toEqual([{ kind: 'conflict', message: 'Konflikt' }]);
  });

  it('announces an expired login only when a token was sent', async () => {
    const loggedIn = setup({ token: 'tok_abcdefghijk', respond: expiredLogin });
    await loggedIn.api.get('/user').catch(() => undefined);
    expect(loggedIn.alerts).toEqual([{ kind: 'login_expired' }]);
    const loggedOut = setup({ token: null, respond: expiredLogin });
    await loggedOut.api.get('/user').catch(() => undefined);
    expect(loggedOut.alerts).toEqual([]);
  });

  it('stays quiet for statuses the caller handles and for background calls', async () => {
    const { api, alerts } = setup({ respond: () => errorResponse(409, { code: 'email_taken', message: 'taken' }) });
    await api.post('/accounts', {}, { handles: [409] }).catch(() => undefined);
    await api.get('/messages/unread', { background: true }).catch(() => undefined);
    expect(alerts).toEqual([]);
  });
});
