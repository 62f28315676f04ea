import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FLAGS } from './platform/config.js';
import { buildAuthzFixtures, type AuthzFixtures } from './test-support/authz-fixtures.js';
import { storedState } from './test-support/hostile-input.js';
import { entryFor, expectedStatus, idCasesOf, ROLES, ROUTE_ACCESS, type IdCase, type Role, type RouteAccess } from './test-support/route-access.js';
import { startTestServer, type TestServer } from './test-support/test-server.js';

/*
 * Issue 7 §1: the authorization matrix. Every route the router has × visitor, seeker, tenant,
 * lister, other lister, admin switched into a lister, admin × the caller's own, a foreign and a
 * nonexistent id, against the table in test-support/route-access.ts. Whatever the table says,
 * every call also holds the generic invariants: no 5xx; a foreign or nonexistent id changes no
 * other user's stored records; no visitor sees another user's e-mail, phone or payment data; an
 * authenticated request is answered `Cache-Control: no-store`.
 */

/** The collections that hold users' records, and whose record each document is. */
const OWNED_COLLECTIONS: Record<string, (doc: Record<string, unknown>) => unknown[]> = {
  users: (d) => [d._id],
  listings: (d) => [d.user_id],
  threads: (d) => [d.owner_id],
  messages: (d) => (Array.isArray(d.participants) ? d.participants : []),
  outbox: (d) => [d.owner_id],
  reviews: (d) => [d.author_id, d.lister_id],
  saved_listings: (d) => [d.owner_id],
  push_subscriptions: (d) => [d.user_id],
  uploads: (d) => [d.owner],
  // Main's rental record (reviews/rental-history.ts) names tenant_id; the rentals module's names user_id and participants.
  rentals: (d) => [d.tenant_id, d.user_id, d.lister_id, ...(Array.isArray(d.participants) ? d.participants : [])],
};
const SNAPSHOT = Object.keys(OWNED_COLLECTIONS);

let server: TestServer;
let fixtures: AuthzFixtures;

beforeAll(async () => {
  // Flag-gated routes are reachable, so their authorization (not the flag) answers.
  server = await startTestServer({ flags: { ...DEFAULT_FLAGS, deactivate_account: true } });
  fixtures = await buildAuthzFixtures(server);
}, 120_000);
afterAll(() => server?.close());

interface Call {
  route: string;
  role: Role;
  idCase: IdCase;
  status: number;
  body: string;
  cacheControl: string;
}

function describeCall(c: Pick<Call, 'route' | 'role' | 'idCase'>): string {
  return `${c.route} as ${c.role}${c.idCase === 'none' ? '' : ` (${c.idCase} id)`}`;
}

async function callRoute(method: string, path: string, entry: RouteAccess, role: Role, idCase: IdCase, id: string | undefined) {
  let url = path;
  if (entry.id?.in === 'path') url = path.replace(/:\w+/, encodeURIComponent(id ?? ''));
  const query = entry.query?.(id);
  if (query) url += `?${query}`;
  const body = entry.bodyFor ? entry.bodyFor(id) : entry.body;
  const token = await fixtures.token(role, entry.freshSession === true);
  // Through the test server's client, which also waits for the work the call set off (events), so
  // one call's after-effects never land in the next call's before/after window.
  const res = await server.api(method, url.replace(/^\/api/, ''), { token: token ?? undefined, headers: entry.headers, body });
  const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
  return { status: res.status, body: text, cacheControl: res.headers.get('cache-control') ?? '', authenticated: token !== null };
}

/** Documents whose owners do not include the caller, by collection and id, as JSON. */
function othersRecords(state: Record<string, unknown[]>, selfIds: string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const [name, docs] of Object.entries(state)) {
    for (const doc of docs as Record<string, unknown>[]) {
      const owners = OWNED_COLLECTIONS[name]!(doc);
      if (owners.some((o) => selfIds.includes(String(o)))) continue;
      out.set(`${name}/${String(doc._id)}`, JSON.stringify(doc));
    }
  }
  return out;
}

function changedRecords(before: Map<string, string>, after: Map<string, string>): string[] {
  const keys = new Set([...before.keys(), ...after.keys()]);
  return [...keys].filter((k) => before.get(k) !== after.get(k));
}

/** A lister's phone as any answer would carry it (the fixtures sign up with (303) 555-0100). */
const PHONE = /555-?0100/;

/**
 * The e-mail addresses in `body` the caller may not see: any fixture user's but the caller's own
 * and those of the people the caller rents to or from (a lister's My Crew lists its tenants' contacts).
 */
async function hiddenEmailsIn(body: string, role: Role): Promise<string[]> {
  const self = role === 'visitor' ? [] : fixtures.members[role].selfIds;
  const text = body.toLowerCase();
  const shown = fixtures.users.filter((u) => !self.includes(u.id) && text.includes(u.email.toLowerCase()));
  if (!shown.length) return [];
  const rentals = await server.context.store.collection('rentals').find({});
  const partners = rentals.map((r) => OWNED_COLLECTIONS.rentals!(r).map(String)).filter((people) => people.some((p) => self.includes(p))).flat();
  return shown.filter((u) => !partners.includes(u.id)).map((u) => u.email);
}

describe('authorization matrix (issue 7 §1)', () => {
  it('classifies every route of the router', () => {
    const unclassified = server.routes.map((r) => `${r.method} ${r.path}`).filter((key) => !ROUTE_ACCESS[key]);
    expect(unclassified, 'add these routes to test-support/route-access.ts').toEqual([]);
    expect(server.routes.length).toBeGreaterThan(80);
  });

  // The scan for private fields proves something only if the fixtures' private fields do reach some viewers.
  it('has private fields to leak: a signed-in viewer sees a lister\u2019s phone, an admin sees e-mail addresses', async () => {
    const lister = fixtures.members.lister;
    const asSeeker = await server.api('GET', `/user/public/${lister.user.id}`, { token: fixtures.members.seeker.token });
    expect(JSON.stringify(asSeeker.body)).toMatch(PHONE);
    const asAdmin = await server.api('GET', `/user/${lister.user.id}`, { token: fixtures.members.admin.token });
    expect(JSON.stringify(asAdmin.body)).toContain(lister.email);
  });

  it('answers every route × role × own/foreign/nonexistent id as the table says, and keeps the invariants', async () => {
    const started = Date.now();
    const mismatches: string[] = [];
    const violations: string[] = [];
    let calls = 0;

    // Routes limited per client move the clock on before each call, and some change the caller's own
    // records in ways the others would notice: those run last, in router order.
    const routeKeys = new Set(server.routes.map((r) => `${r.method} ${r.path}`));
    const late = (r: { method: string; path: string }) => {
      const e = entryFor(`${r.method} ${r.path}`, routeKeys);
      if (e?.rateWindowMs) return 2; // moves the clock: after everything else
      return e?.runLast ? 1 : 0;
    };
    for (const { method, path } of [...server.routes].sort((a, b) => late(a) - late(b))) {
      const key = `${method} ${path}`;
      const entry = entryFor(key, routeKeys);
      if (!entry) continue; // reported by the test above
      for (const role of ROLES) {
        for (const idCase of idCasesOf(entry)) {
          const id = idCase === 'none' ? undefined : await fixtures.idFor(entry.id!.kind, role, idCase);
          if (idCase !== 'none' && id === undefined) continue; // the role owns no record of this kind
          const selfIds = role === 'visitor' ? [] : fixtures.members[role].selfIds;
          const watch = idCase === 'foreign' || idCase === 'nonexistent';
          const before = watch ? othersRecords(await storedState(server, SNAPSHOT), selfIds) : null;
          if (entry.rateWindowMs) server.clock.advance(entry.rateWindowMs);
          const res = await callRoute(method, path, entry, role, idCase, id);
          calls += 1;
          const what = describeCall({ route: key, role, idCase });

          const expected = expectedStatus(entry, role, idCase);
          if (res.status !== expected) mismatches.push(`${what}: expected ${expected}, got ${res.status} ${res.body.slice(0, 160)}`);

          // Invariant: never a 5xx (a route may declare 503 payments_unavailable until payments exist).
          const pending = entry.paymentsPending === true && res.status === 503 && res.body.includes('payments_unavailable');
          if (res.status >= 500 && !pending) violations.push(`${what}: ${res.status} ${res.body.slice(0, 160)}`);

          // Invariant: a foreign or nonexistent id changes no other user's records.
          if (before) {
            const changed = changedRecords(before, othersRecords(await storedState(server, SNAPSHOT), selfIds));
            if (changed.length) violations.push(`${what}: changed another user's records ${changed.slice(0, 5).join(', ')}`);
          }

          // Invariant: a visitor never sees another user's e-mail, phone or payment data; a
          // signed-in non-admin never sees the e-mail of someone they have no rental with.
          if (!entry.devOnly && role !== 'admin') {
            const leaked = await hiddenEmailsIn(res.body, role);
            if (role === 'visitor') {
              if (PHONE.test(res.body)) leaked.push('phone');
              if (/pm_card_|payment_method"\s*:\s*"|customer_id"\s*:\s*"/.test(res.body)) leaked.push('payment data');
            }
            if (leaked.length) violations.push(`${what}: shows ${leaked.join(', ')}`);
          }

          // Invariant: an authenticated answer is no-store, unless declared the same for everyone.
          if (res.authenticated) {
            const publicOk = entry.sameForEveryone === true && res.status < 400 && /public/.test(res.cacheControl);
            if (!publicOk && res.cacheControl !== 'no-store') violations.push(`${what}: Cache-Control "${res.cacheControl}"`);
          }
        }
      }
    }
    console.info(`authorization matrix: ${calls} calls in ${Date.now() - started} ms`);
    expect(violations, 'generic invariants').toEqual([]);
    expect(mismatches, 'route-access.ts expectations').toEqual([]);
    expect(calls).toBeGreaterThan(500);
  }, 300_000);
});
