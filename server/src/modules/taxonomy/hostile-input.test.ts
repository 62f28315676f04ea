import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, TAXONOMY_KINDS, TAXONOMY_NAME_MAX } from '@crashpad/sync';
import { signUp } from '../../test-support/accounts-factory.js';
import { expectHostileBodiesRefused, expectHostilePathsRefused, hostileBody, rawJunk, storedState } from '../../test-support/hostile-input.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { DEFAULT_TAXONOMY } from './default-taxonomy.js';

/**
 * Property: junk thrown at the taxonomy admin endpoints (POST, PATCH /{id}, DELETE /{id} of
 * amenities, places and preferences) is answered 4xx, never 5xx, and no item changes — whether
 * it comes from an admin or from a member (who may not write at all). A DELETE takes no body, so
 * one that carries junk is refused too. Names maps are nested, so junk also lands inside `names`.
 */
let server: TestServer;
let admin: string;
let member: string;
beforeAll(async () => {
  server = await startTestServer({ demoData: false });
  const a = await signUp(server);
  await server.context.store.collection('users').updateOne({ _id: a.user.id }, { $set: { is_admin: true } });
  admin = a.token;
  member = (await signUp(server)).token;
});
afterAll(() => server.close());

const snapshot = () => storedState(server, [...TAXONOMY_KINDS, 'house_rules', 'taxonomy_seeds', 'users']);
const isName = (x: unknown) => typeof x === 'string' && x.trim() !== '' && x.trim().length <= TAXONOMY_NAME_MAX;
const firstId = (kind: (typeof TAXONOMY_KINDS)[number]) => DEFAULT_TAXONOMY[kind][0]!.id;

describe('hostile input to the taxonomy admin endpoints', () => {
  it('answers 4xx to hostile JSON bodies from admins and members and changes nothing', async () => {
    const before = await snapshot();
    const endpoints = TAXONOMY_KINDS.flatMap((kind) =>
      [admin, member].flatMap((token) => [
        { method: 'POST', path: `/${kind}`, fields: ['names'], token },
        { method: 'PATCH', path: `/${kind}/${firstId(kind)}`, fields: ['names'], token },
      ]),
    );
    await expectHostileBodiesRefused(server, endpoints, { numRuns: 15, seed: 2301, extraKeys: ['id', 'position', ...LANGUAGES] });
    expect(await snapshot()).toEqual(before);
  });

  it('answers 4xx to name maps with one hostile entry and changes nothing', async () => {
    const before = await snapshot();
    const valid: Record<string, unknown> = Object.fromEntries(LANGUAGES.map((l) => [l, `Name ${l}`]));
    // Valid names with the junk merged in, kept only when some entry is really wrong: missing,
    // empty, too long, not a string, or a key that is no language (the rule restated, not the schema).
    const broken = hostileBody([...LANGUAGES])
      .filter((b): b is Record<string, unknown> => typeof b === 'object' && b !== null && !Array.isArray(b))
      .map((junk) => ({ ...valid, ...junk }))
      .filter((names) => Object.keys(names).some((k) => !(LANGUAGES as readonly string[]).includes(k) || !isName(names[k])));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...TAXONOMY_KINDS), fc.constantFrom('POST', 'PATCH'), broken, async (kind, method, names) => {
        const path = method === 'POST' ? `/${kind}` : `/${kind}/${firstId(kind)}`;
        const res = await server.api(method, path, { token: admin, body: { names } });
        expect(res.status, `${method} ${path} ${JSON.stringify(names).slice(0, 200)}`).toBeLessThan(500);
        expect(res.status).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: 25, seed: 2302 },
    );
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a DELETE that carries a body, and broken JSON anywhere, changing nothing', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...TAXONOMY_KINDS), hostileBody([], { extraScalars: TAXONOMY_KINDS.map(firstId) }), async (kind, body) => {
        const res = await server.api('DELETE', `/${kind}/${firstId(kind)}`, { token: admin, body });
        expect(res.status, `${kind} ${JSON.stringify(body).slice(0, 200)}`).toBeLessThan(500);
        expect(res.status).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: 25, seed: 2303, examples: [['amenities', null], ['places', []], ['preferences', 0]] },
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...TAXONOMY_KINDS), fc.constantFrom('POST', 'PATCH', 'DELETE'), rawJunk, async (kind, method, raw) => {
        const path = method === 'POST' ? `/${kind}` : `/${kind}/${firstId(kind)}`;
        const res = await server.api(method, path, { token: admin, raw, contentType: 'application/json' });
        expect(res.status, `${method} ${path} ${raw}`).toBeLessThan(500);
        expect(res.status).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: 25, seed: 2304 },
    );
    expect(await snapshot()).toEqual(before);
  });

  it('answers 4xx to hostile ids and queries and changes nothing', async () => {
    const before = await snapshot();
    const routes = TAXONOMY_KINDS.flatMap((kind) => [
      { method: 'GET', path: `/${kind}` },
      { method: 'PATCH', path: `/${kind}/{seg}`, token: admin },
      { method: 'DELETE', path: `/${kind}/{seg}`, token: admin },
      { method: 'DELETE', path: `/${kind}/${firstId(kind)}`, token: member },
    ]);
    await expectHostilePathsRefused(server, [...routes, { method: 'GET', path: '/house-rule' }], { numRuns: 10, seed: 2305 });
    expect(await snapshot()).toEqual(before);
  });
});
