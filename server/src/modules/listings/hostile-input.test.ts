import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '@crashpad/sync';
import type { SignedUp } from '../../test-support/accounts-factory.js';
import { createListing, signUpLister } from '../../test-support/listings-factory.js';
import { expectHostileBodiesRefused, expectHostilePathsRefused, hostileBody } from '../../test-support/hostile-input.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

/**
 * Property: whatever junk arrives at a listings write endpoint (wrong types, `$` operators, huge
 * strings, unknown fields, arrays, broken JSON), the server never answers 5xx and no listing or
 * user changes. Writes aimed at the victim's listing come from another lister, so a body that
 * happens to be valid is still refused; fast-check prints the seed and the shrunk input.
 */
let server: TestServer;
let victim: SignedUp;
let attacker: SignedUp;
let listing: Listing;
beforeAll(async () => {
  server = await startTestServer();
  victim = await signUpLister(server, 'pro');
  attacker = await signUpLister(server, 'basic');
  await createListing(server, attacker.token);
  listing = await createListing(server, victim.token);
});
afterAll(() => server.close());

const FORM_FIELDS = ['title', 'latitude', 'longitude', 'airport', 'airport_distance', 'description', 'rooms', 'bathrooms',
  'number_of_shower', 'rate_per_from', 'rate_per_to', 'enable_price_range', 'deposit_required', 'images', 'thumbnail', 'rules_policies_doc', 'status', 'user_id'];

const endpoints = () => {
  const room = listing.rooms[0]!.id;
  return [
    { method: 'POST', path: '/crashpads', fields: FORM_FIELDS },
    { method: 'PUT', path: `/crashpads/${listing.id}`, fields: FORM_FIELDS },
    { method: 'POST', path: `/crashpads/status/${listing.id}`, fields: ['status'] },
    { method: 'POST', path: `/listings/update-room?id=${room}`, fields: ['room_name', 'beds_per_room'] },
    { method: 'PUT', path: `/listings/update-room?id=${room}`, fields: ['room_name', 'beds_per_room'] },
    { method: 'POST', path: `/listings/delete-room?id=${room}`, fields: [] },
    { method: 'DELETE', path: `/listings/delete-room?id=${room}`, fields: [] },
  ];
};

async function snapshot() {
  const store = server.context.store;
  return {
    listings: await store.collection('listings').find({}, { sort: { _id: 1 } }),
    users: await store.collection('users').find({}, { sort: { _id: 1 } }),
  };
}

describe('hostile input to the listings endpoints', () => {
  it('never answers 5xx and changes nothing for hostile JSON bodies', async () => {
    const before = await snapshot();
    await expectHostileBodiesRefused(
      server,
      endpoints().map((endpoint) => ({ ...endpoint, token: endpoint.path === '/crashpads' ? victim.token : attacker.token })),
      { extraKeys: ['rev', 'feature_listing', 'views'], extraScalars: ['DEN', '/files/../../etc/passwd', 'https://evil.example/a.jpg'] },
    );
    expect(await snapshot()).toEqual(before);
  });

  it('never answers 5xx and changes nothing for broken JSON, wrong content types and hostile paths', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...endpoints()),
        fc.string({ minLength: 1, maxLength: 60 }).filter((s) => s.trim() !== ''),
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
        async (endpoint, raw, contentType) => {
          const res = await server.api(endpoint.method, endpoint.path, { raw, contentType, token: attacker.token });
          expect(res.status, `${endpoint.path} ${contentType} ${raw}`).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
    const prefixes = ['/crashpads/', '/crashpads/status/', '/listings/update-room?id=', '/listings/delete-room?id=', '/listing/', '/listing/related/', '/lister/', '/listing-owner/'];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...prefixes), fc.string({ maxLength: 60 }), fc.constantFrom('GET', 'POST', 'PUT', 'DELETE'), async (prefix, segment, method) => {
        const res = await server.api(method, `${prefix}${encodeURIComponent(segment)}`, { token: attacker.token, body: method === 'GET' ? undefined : {} });
        expect(res.status, `${method} ${prefix}${segment}`).toBeLessThan(500);
      }),
      { numRuns: 80 },
    );
    expect(await snapshot()).toEqual(before);
  });

  it('never answers 5xx to hostile search queries', async () => {
    const paths = ['/listings?', '/airports/DEN/listings?', '/airports/search?', '/airports?', '/cities?'];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.constantFrom('airport', 'city', 'sort', 'dir', 'occupied', 'gender', 'page', 'limit', 'search', 'scope', '$where', '__proto__'),
        fc.string({ maxLength: 40 }),
        async (path, key, value) => {
          const res = await server.api('GET', `${path}${encodeURIComponent(key)}=${encodeURIComponent(value)}&${encodeURIComponent(key)}=x`);
          expect(res.status, `${path}${key}=${value}`).toBeLessThan(500);
          const single = await server.api('GET', `${path}${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
          expect(single.status, `${path}${key}=${value}`).toBeLessThan(500);
        },
      ),
      { numRuns: 120 },
    );
  });

  it('answers 4xx to hostile ids and queries of the lister pages and changes nothing', async () => {
    const before = await snapshot();
    await expectHostilePathsRefused(
      server,
      [
        { method: 'GET', path: '/crashpads', token: victim.token },
        { method: 'GET', path: '/crashpads/{seg}/edit', token: victim.token },
        // Another lister's real listing is refused whatever the query.
        { method: 'GET', path: `/crashpads/${listing.id}/edit`, token: attacker.token, queryKeys: [] },
        { method: 'GET', path: '/user/listing-total', token: victim.token, queryKeys: [] },
        { method: 'GET', path: '/lister/can-add-listings', token: victim.token, queryKeys: [] },
        { method: 'GET', path: '/lister/{seg}/properties' },
        { method: 'GET', path: `/lister/${victim.user.id}/properties` },
      ],
      { seed: 3101 },
    );
    expect((await server.api('GET', `/crashpads/${listing.id}/edit`, { token: attacker.token })).status).toBeGreaterThanOrEqual(400);
    expect(await snapshot()).toEqual(before);
  });

  it('the owner’s room deletion refuses any body and keeps the room', async () => {
    const before = await snapshot();
    const room = listing.rooms[0]!.id;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('POST', 'DELETE'), hostileBody([], { extraScalars: [room] }), async (method, body) => {
        const res = await server.api(method, `/listings/delete-room?id=${room}`, { token: victim.token, body });
        expect(res.status, `${method} ${JSON.stringify(body).slice(0, 200)}`).toBeLessThan(500);
        expect(res.status).toBeGreaterThanOrEqual(400);
      }),
      // Bodies a lax "missing body means {}" check would wave through, tried first.
      { numRuns: 25, seed: 3102, examples: [['DELETE', null], ['POST', null]] },
    );
    expect(await snapshot()).toEqual(before);
  });
});
