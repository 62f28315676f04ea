import type { MyListing, PublicListing } from '@crashpad/sync';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, signUp, type SignedUp } from '../../test-support/accounts-factory.js';
import { createListing, signUpLister } from '../../test-support/listings-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

const DAY = 86_400_000;
let dataDir: string;
let server: TestServer;
let lister: SignedUp;
let seeker: SignedUp;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'crashpad-views-'));
  // On disk, so the bytes a view writes can be measured; behind a trusted proxy, so each test
  // client can have its own address (X-Forwarded-For), as the rate limiter sees it.
  server = await startTestServer({ dataDir, trustProxy: true });
  // Kept sessions (365 days): the tests move the clock on by days.
  const keep = async (s: SignedUp) => ({ ...s, ...(await logIn(server, s.email, s.password, true)) });
  lister = await keep(await signUpLister(server, 'pro'));
  seeker = await keep(await signUp(server));
});
afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** GET /api/listing/:id as a client at `ip` (and signed in with `token`): the views it reports. */
async function view(id: string, ip: string, token?: string): Promise<number> {
  const headers: Record<string, string> = { 'X-Forwarded-For': ip };
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(`${server.url}/api/listing/${id}`, { headers });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: PublicListing }).data.views;
}

/** Bytes of the embedded store's files; with MONGODB_URI the store is elsewhere and only the counts are checked. */
const onDisk = !process.env.MONGODB_URI;
const dbBytes = () => (onDisk ? readdirSync(join(dataDir, 'db')).reduce((sum, f) => sum + statSync(join(dataDir, 'db', f)).size, 0) : 0);

async function myViews(id: string): Promise<number> {
  const res = await server.api<{ data: { data: MyListing[] } }>('GET', '/crashpads', { token: lister.token });
  return res.body.data.data.find((l) => l.id === id)!.views;
}

describe('listing views', () => {
  it('200 anonymous views from 200 clients are all counted and write well under 100 KB', async () => {
    const { id } = await createListing(server, lister.token, { title: 'Busy pad' });
    const before = dbBytes();
    for (let i = 0; i < 200; i++) await view(id, `198.51.100.${i}`);
    const written = dbBytes() - before;
    expect(written).toBeLessThan(100_000);
    if (onDisk) expect(written).toBeGreaterThan(0); // the measurement measures something
    expect(await view(id, '203.0.113.1')).toBe(201);
    expect(await myViews(id)).toBe(201);
  });

  it('200 reloads by one visitor count once and write (almost) nothing after the first', async () => {
    const { id } = await createListing(server, lister.token, { title: 'Reloaded pad' });
    expect(await view(id, '192.0.2.7')).toBe(1);
    const before = dbBytes();
    for (let i = 0; i < 200; i++) expect(await view(id, '192.0.2.7')).toBe(1);
    expect(dbBytes() - before).toBeLessThan(1_000);
    expect(await myViews(id)).toBe(1);
  });

  it('counts a visitor once per listing per day: signed-in by account, anonymous by address', async () => {
    const { id } = await createListing(server, lister.token, { title: 'Daily pad' });
    const other = (await createListing(server, lister.token, { title: 'Other pad' })).id;
    expect(await view(id, '192.0.2.10', seeker.token)).toBe(1);
    // Same account from another address (a phone on another network): still the same visitor.
    expect(await view(id, '192.0.2.11', seeker.token)).toBe(1);
    // Another listing is another count.
    expect(await view(other, '192.0.2.10', seeker.token)).toBe(1);
    // An anonymous visitor at a new address counts; again the same day does not.
    expect(await view(id, '192.0.2.12')).toBe(2);
    expect(await view(id, '192.0.2.12')).toBe(2);
    // The owner's own visits never count.
    expect(await view(id, '192.0.2.13', lister.token)).toBe(2);

    server.clock.advance(DAY);
    expect(await view(id, '192.0.2.11', seeker.token)).toBe(3);
    expect(await view(id, '192.0.2.12')).toBe(4);
    expect(await myViews(id)).toBe(4);
  });

  it('keeps visitor keys only hashed and only for the current day', async () => {
    const { id } = await createListing(server, lister.token, { title: 'Private pad' });
    await view(id, '192.0.2.99', seeker.token);
    const seen = server.context.store.collection('listing_view_visitors');
    const today = new Date(server.clock.now()).toISOString().slice(0, 10);
    const docs = await seen.find({});
    expect(docs.length).toBeGreaterThan(0);
    const text = JSON.stringify(docs);
    expect(text).not.toContain('192.0.2.99');
    expect(text).not.toContain(seeker.user.id);
    expect(text).not.toContain(id);
    expect(docs.every((d) => d.day === today)).toBe(true);

    server.clock.advance(DAY);
    await view(id, '192.0.2.98');
    const tomorrow = new Date(server.clock.now()).toISOString().slice(0, 10);
    expect((await seen.find({})).map((d) => d.day)).toEqual([tomorrow]);
  });

  it('adds new views to the count a listing already had', async () => {
    const { id } = await createListing(server, lister.token, { title: 'Seeded pad' });
    await server.context.store.collection('listings').updateOne({ _id: id }, { $set: { views: 40 } });
    expect(await view(id, '192.0.2.50')).toBe(41);
    expect(await myViews(id)).toBe(41);
    const edit = await server.api<{ data: { views: number } }>('GET', `/crashpads/${id}/edit`, { token: lister.token });
    expect(edit.body.data.views).toBe(41);
  });
});
