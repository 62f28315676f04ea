import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, type SignedUp } from '../test-support/accounts-factory.js';
import { createListing, signUpLister } from '../test-support/listings-factory.js';
import { startTestServer, type TestServer } from '../test-support/test-server.js';
import { uploadTestImage } from '../test-support/upload-test-kit.js';

/*
 * Issue 7 §1.12: no shared or browser cache may keep an answer meant for one viewer.
 * - Any request carrying Authorization is answered with `Cache-Control: no-store`, unless the
 *   route explicitly declared its answer the same for everyone (the public catalogue).
 * - Any /api answer that can differ by viewer carries `Vary: Authorization`.
 * Checked over every route the router has, so a new route cannot forget it.
 */

let server: TestServer;
let lister: SignedUp;
let listingId: string;
let image: string;

/** Routes whose answers are declared identical for every viewer (they may be cached publicly). */
const SAME_FOR_EVERYONE = new Set(['GET /api/airports', 'GET /api/airports/count', 'GET /api/airports/search', 'GET /api/cities', 'GET /api/metrics']);

beforeAll(async () => {
  server = await startTestServer();
  lister = await signUpLister(server, 'pro');
  listingId = (await createListing(server, lister.token)).id;
  image = await uploadTestImage(server, lister.token);
  await server.context.store.collection('users').updateOne({ _id: lister.user.id }, { $set: { approval_public_phone_user: 1 } });
});
afterAll(() => server.close());

/** A concrete URL for a route pattern: real ids where the route names one, so most answer 200. */
function urlFor(path: string): string {
  const ids: Record<string, string> = {
    prefix: 'DEN',
    type: 'events',
    collection: 'messages',
    listingId,
  };
  const query = path === '/api/airports/search' ? '?search=den' : '';
  return (
    path.replace(/:(\w+)/g, (_m, name: string) => {
      if (ids[name]) return ids[name];
      return /user|lister\/|switch-user|review/.test(path) && !/listing/.test(path) ? lister.user.id : listingId;
    }) + query
  );
}

async function call(method: string, path: string, token: string | null) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token !== null) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(`${server.url}${urlFor(path)}`, { method, headers, body: method === 'GET' || method === 'DELETE' ? undefined : '{}' });
  return { status: res.status, cache: res.headers.get('cache-control') ?? '', vary: (res.headers.get('vary') ?? '').toLowerCase(), body: await res.text() };
}

/** Reads share one session; anything else gets a session of its own (logout ends the one it is called with). */
const tokenFor = async (method: string) => (method === 'GET' ? lister.token : (await logIn(server, lister.email, lister.password)).token);
const WALK_MS = 180_000;

describe('cache headers on every route', () => {
  it('has routes to check', () => {
    expect(server.routes.length).toBeGreaterThan(80);
  });

  it('answers every request carrying Authorization with no-store (except routes declared the same for everyone)', async () => {
    const failures: string[] = [];
    for (const { method, path } of server.routes) {
      const key = `${method} ${path}`;
      for (const token of [await tokenFor(method), 'not-a-valid-token-at-all']) {
        const res = await call(method, path, token);
        const ok = SAME_FOR_EVERYONE.has(key) ? /public/.test(res.cache) && !/no-store|private/.test(res.cache) : res.cache === 'no-store';
        if (!ok) failures.push(`${key} (${res.status}, token ${token.length > 30 ? 'valid' : 'invalid'}): Cache-Control "${res.cache}"`);
      }
    }
    expect(failures).toEqual([]);
  }, WALK_MS);

  it('marks every /api answer that is not the same for everyone with Vary: Authorization, with or without a token', async () => {
    const failures: string[] = [];
    for (const { method, path } of server.routes) {
      const key = `${method} ${path}`;
      for (const token of [null, await tokenFor(method)]) {
        const res = await call(method, path, token);
        const varies = res.vary.split(',').map((s) => s.trim()).includes('authorization');
        if (!SAME_FOR_EVERYONE.has(key) && !varies) failures.push(`${key} (${res.status}, ${token ? 'with' : 'without'} token): Vary "${res.vary}"`);
      }
    }
    expect(failures).toEqual([]);
  }, WALK_MS);

  it('the answers named in the review: payment method and related listings are no-store, listing and owner pages vary', async () => {
    for (const path of ['/api/user/payment-method', `/api/listing/related/${listingId}`, `/api/listing/${listingId}`, `/api/listing-owner/${listingId}`]) {
      const res = await fetch(`${server.url}${path}`, { headers: { Authorization: `Bearer ${lister.token}` } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(res.headers.get('vary'), path).toMatch(/Authorization/i);
    }
    // Anonymous: still cacheable with revalidation, but never served to a signed-in viewer.
    for (const path of [`/api/listing/${listingId}`, `/api/listing-owner/${listingId}`, `/api/listing/related/${listingId}`]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('vary'), path).toMatch(/Authorization/i);
      expect(res.headers.get('cache-control') ?? '', path).not.toMatch(/public/);
    }
    // The phone is what differs: it is in the signed-in answer only.
    const signedIn = (await (await fetch(`${server.url}/api/listing-owner/${listingId}`, { headers: { Authorization: `Bearer ${lister.token}` } })).json()) as { phone_number: string | null };
    const anonymous = (await (await fetch(`${server.url}/api/listing-owner/${listingId}`)).json()) as { phone_number: string | null };
    expect(signedIn.phone_number).toBe('(303) 555-0100');
    expect(anonymous.phone_number).toBeNull();
  });

  it('keeps public caching for uploaded files and for routes declared the same for everyone', async () => {
    const file = await fetch(`${server.url}${image}`, { headers: { Authorization: `Bearer ${lister.token}` } });
    expect(file.status).toBe(200);
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const airports = await fetch(`${server.url}/api/airports`, { headers: { Authorization: `Bearer ${lister.token}` } });
    expect(airports.headers.get('cache-control')).toBe('public, max-age=300');
    expect(airports.headers.get('vary') ?? '').not.toMatch(/Authorization/i);
  });
});
