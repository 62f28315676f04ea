import type { Listing, Room } from '@crashpad/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedUp } from '../../test-support/accounts-factory.js';
import { createListing, listingBody, occupyBeds, signUpLister } from '../../test-support/listings-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let lister: SignedUp;
let other: SignedUp;
beforeAll(async () => {
  server = await startTestServer();
  lister = await signUpLister(server, 'pro');
  other = await signUpLister(server, 'pro');
});
afterAll(() => server.close());

describe('creating a listing', () => {
  it('creates an active listing with rooms, beds, airports and derived totals; contacts are scrubbed', async () => {
    const res = await server.api<{ data: Listing }>('POST', '/crashpads', {
      token: lister.token,
      body: listingBody({
        description: `${listingBody().description} Call 720-555-0142 or mail linda@example.com.`,
        rules_policies_des: 'No shoes inside. Questions: (303) 555-0100',
        airport: ['den', 'COS'],
        other_airport_distance: 11,
        enable_price_range: true,
        rate_per_to: 45_000,
      }),
    });
    expect(res.status).toBe(201);
    const l = res.body.data;
    expect(l).toMatchObject({ status: 2, user_id: lister.user.id, total_rooms: 2, total_beds: 3, rate_per_to: 45_000, airport: ['DEN', 'COS'] });
    expect(l.airports.map((a) => [a.prefix, a.distance])).toEqual([['DEN', 5], ['COS', 11]]);
    expect(l.airports[0]!.name).toMatch(/Denver/);
    expect(l.description).not.toMatch(/555|@/);
    expect(l.rules_policies_des).toBe('No shoes inside. Questions:');
    expect(l.rooms.flatMap((r) => r.beds).every((b) => b.status === 'ACTIVE' && b.rental_amount === 35_000)).toBe(true);
    expect(l.rooms.every((r) => r.listing_id === l.id)).toBe(true);
  });

  it('answers 422 with the spec messages, in order', async () => {
    const res = await server.api<{ fields: Record<string, string> }>('POST', '/crashpads', {
      token: lister.token,
      body: listingBody({ title: '', latitude: 'x', description: 'too short', airport: [], rooms: [] }),
    });
    expect(res.status).toBe(422);
    expect(Object.entries(res.body.fields).slice(0, 5)).toEqual([
      ['title', 'Crashpad name is required.'],
      ['latitude', 'Address is required.'],
      ['description', 'The description requires 200 characters.'],
      ['airport', 'You must have at least one airport.'],
      ['rooms', 'You must have at least one room with bed numbers.'],
    ]);
  });

  it('refuses unknown airports, a description short after scrubbing, a missing upper rate, foreign files and unknown fields', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ airport: ['QQQ'] }, 'airport'],
      [{ description: `${'Call 720 555 0142 now. '.repeat(12)}` }, 'description'],
      [{ enable_price_range: true }, 'rate_per_to'],
      [{ images: ['https://evil.example/x.jpg'] }, 'images.0'],
      [{ images: ['/files/listings/a.webp'], thumbnail: '/files/listings/b.webp' }, 'thumbnail'],
      [{ rules_policies_doc: ['/files/docs/a.exe'] }, 'rules_policies_doc.0'],
      [{ status: 0 }, 'status'],
      [{ airport: ['DEN', 'COS'] }, 'other_airport_distance'],
    ];
    for (const [over, field] of cases) {
      const res = await server.api<{ fields: Record<string, string> }>('POST', '/crashpads', { token: lister.token, body: listingBody(over) });
      expect(res.status, JSON.stringify(over)).toBe(422);
      expect(Object.keys(res.body.fields), JSON.stringify(over)).toContain(field);
    }
  });

  it('is for listers only, and needs a login', async () => {
    const seeker = await signUp(server, { account_type: 'seeker', user_plan: 'seeker' });
    const tenant = await signUp(server);
    for (const who of [seeker, tenant]) {
      const res = await server.api('POST', '/crashpads', { token: who.token, body: listingBody() });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'upgrade_needed' });
    }
    expect((await server.api('POST', '/crashpads', { body: listingBody() })).status).toBe(401);
  });
});

describe('plan limits', () => {
  it('lets a basic lister add one listing, then answers 403 upgrade_needed; 408 card_needed without a card', async () => {
    const basic = await signUpLister(server, 'basic');
    expect((await server.api('GET', '/lister/can-add-listings', { token: basic.token })).body).toEqual({ can_add: true, total: 0, total_location: 1 });
    await createListing(server, basic.token);
    expect((await server.api('GET', '/user/listing-total', { token: basic.token })).body).toEqual({ total: 1, total_location: 1 });
    const limit = await server.api('GET', '/lister/can-add-listings', { token: basic.token });
    expect(limit.status).toBe(403);
    expect(limit.body).toMatchObject({ code: 'upgrade_needed', message: 'Please upgrade your plan to add more listings.' });
    expect((await server.api('POST', '/crashpads', { token: basic.token, body: listingBody() })).status).toBe(403);

    const noCard = await signUpLister(server, 'premium', { payment_method: null });
    const card = await server.api('GET', '/lister/can-add-listings', { token: noCard.token });
    expect(card.status).toBe(408);
    expect(card.body).toMatchObject({ code: 'card_needed' });
    expect((await server.api('POST', '/crashpads', { token: noCard.token, body: listingBody() })).status).toBe(408);
  });

  it('refuses an expired lister', async () => {
    const expired = await signUpLister(server, 'premium', { expire_at: new Date(server.clock.now() - 1000).toISOString() });
    expect((await server.api('GET', '/lister/can-add-listings', { token: expired.token })).body).toMatchObject({ code: 'account_inactive' });
  });
});

describe('editing', () => {
  it('updates the form, shows it for editing and lists it with occupancy', async () => {
    const l = await createListing(server, lister.token, { title: 'Before' });
    const rooms = l.rooms.map((r) => ({ id: r.id, room_name: r.room_name, beds: r.beds.map((b) => ({ id: b.id, bed_name: b.bed_name })) }));
    rooms[0]!.beds.push({ bed_name: 'Bed 3' } as never);
    const res = await server.api<{ data: Listing }>('PUT', `/crashpads/${l.id}`, { token: lister.token, body: listingBody({ title: 'After', rooms }) });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ title: 'After', total_beds: 4, created_at: l.created_at });
    expect(res.body.data.rooms[0]!.beds.slice(0, 2).map((b) => b.id)).toEqual(l.rooms[0]!.beds.map((b) => b.id));

    const edit = await server.api<{ data: Listing; airports: unknown[] }>('GET', `/crashpads/${l.id}/edit`, { token: lister.token });
    expect(edit.body.data.title).toBe('After');
    expect(edit.body.airports).toEqual([expect.objectContaining({ prefix: 'DEN', distance: 5 })]);

    await occupyBeds(server, l.id, [l.rooms[0]!.beds[0]!.id]);
    const mine = await server.api<{ data: { data: Array<Record<string, unknown>> }; occupancy: { data: Array<Record<string, unknown>> } }>('GET', '/crashpads', { token: lister.token });
    const row = mine.body.data.data.find((x) => x.id === l.id)!;
    expect(row).toMatchObject({ num_beds: 4, num_occupied_beds: 1, rented: 1, bed_occupancy_rate: 0.25, monthly_revenue: 35_000 });
    expect(mine.body.occupancy.data).toContainEqual(expect.objectContaining({ listing_id: l.id, num_occupied_beds: 1 }));
    expect(mine.body.data.data.every((x) => x.user_id === lister.user.id)).toBe(true);
  });

  it('lets only the owner edit, see the edit form, change status or touch rooms', async () => {
    const l = await createListing(server, lister.token);
    const roomId = l.rooms[0]!.id;
    const tries: [string, string, unknown][] = [
      ['PUT', `/crashpads/${l.id}`, listingBody({ title: 'Hijacked' })],
      ['GET', `/crashpads/${l.id}/edit`, undefined],
      ['POST', `/crashpads/status/${l.id}`, { status: 0 }],
      ['PUT', `/listings/update-room?id=${roomId}`, { room_name: 'Mine now', beds_per_room: 1 }],
      ['POST', `/listings/delete-room?id=${roomId}`, {}],
    ];
    for (const [method, path, body] of tries) {
      const res = await server.api(method, path, { token: other.token, body });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    const after = await server.api<{ data: Listing }>('GET', `/crashpads/${l.id}/edit`, { token: lister.token });
    expect(after.body.data).toEqual(l);
    expect((await server.api('GET', `/crashpads/${'0'.repeat(26)}/edit`, { token: lister.token })).status).toBe(404);
    expect((await server.api('GET', '/crashpads/not-an-id/edit', { token: lister.token })).status).toBe(404);
  });

  it('renames and resizes a room, deletes a room, and keeps tenants safe', async () => {
    const l = await createListing(server, lister.token);
    const [r1, r2] = l.rooms as [Room, Room];
    const grown = await server.api<{ data: Room }>('POST', `/listings/update-room?id=${r1.id}`, { token: lister.token, body: { room_name: 'Bunk room', beds_per_room: 4 } });
    expect(grown.body.data).toMatchObject({ room_name: 'Bunk room', beds_per_room: 4, status: 'ACTIVE' });
    expect((await server.api<{ data: Listing }>('GET', `/crashpads/${l.id}/edit`, { token: lister.token })).body.data.total_beds).toBe(5);

    await occupyBeds(server, l.id, [r2.beds[0]!.id]);
    const busy = await server.api('DELETE', `/listings/delete-room?id=${r2.id}`, { token: lister.token });
    expect(busy.status).toBe(409);
    expect(busy.body).toMatchObject({ code: 'room_has_tenants' });
    const ok = await server.api<{ data: Room }>('DELETE', `/listings/delete-room?id=${r1.id}`, { token: lister.token });
    expect(ok.body.data.status).toBe('DELETED');
    const last = await server.api('PUT', `/listings/update-room?id=${r2.id}`, { token: lister.token, body: { room_name: 'x', beds_per_room: 0 } });
    expect(last.status).toBe(422);
  });
});

describe('status', () => {
  it('deactivates, reactivates and deletes; refuses with rented beds', async () => {
    const l = await createListing(server, lister.token);
    const set = (status: number) => server.api<{ data: Listing; code?: string }>('POST', `/crashpads/status/${l.id}`, { token: lister.token, body: { status } });
    expect((await set(1)).body.data.status).toBe(1);
    expect((await server.api('GET', `/listing/${l.id}`)).status).toBe(404);
    expect((await set(2)).body.data.status).toBe(2);
    expect((await set(7)).status).toBe(422);

    await occupyBeds(server, l.id, [l.rooms[0]!.beds[0]!.id]);
    for (const status of [1, 0]) {
      const res = await set(status);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        code: 'listing_has_tenants',
        message: 'You have pending or accepted tenants, please delete all tenants and/or invites to make this change.',
      });
    }
    const free = await createListing(server, lister.token);
    expect((await server.api<{ data: Listing }>('POST', `/crashpads/status/${free.id}`, { token: lister.token, body: { status: 0 } })).body.data.status).toBe(0);
    expect((await server.api('GET', `/crashpads/${free.id}/edit`, { token: lister.token })).status).toBe(404);
    const mine = await server.api<{ data: { data: Listing[] } }>('GET', '/crashpads', { token: lister.token });
    expect(mine.body.data.data.map((x) => x.id)).not.toContain(free.id);
  });

  it('needs a current account to deactivate or reactivate', async () => {
    const l = await createListing(server, other.token);
    await server.context.store.collection('users').updateOne({ _id: other.user.id }, { $set: { expire_at: new Date(server.clock.now() - 1).toISOString() } });
    const res = await server.api('POST', `/crashpads/status/${l.id}`, { token: other.token, body: { status: 1 } });
    expect(res.body).toMatchObject({ code: 'account_inactive' });
    await server.context.store.collection('users').updateOne({ _id: other.user.id }, { $set: { expire_at: new Date(server.clock.now() + 86_400_000).toISOString() } });
  });
});
