import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { SESSION_SHORT_MS, type SessionOutput, type User } from '@crashpad/sync';
import { logIn, signUp } from '../../test-support/accounts-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import type { Store } from '../../platform/store/types.js';
import { AuthLookupCache, type AuthLookup } from './auth-lookup-cache.js';
import type { SessionDoc } from './sessions-repo.js';
import type { UserDoc } from './user-doc.js';

/*
 * Authenticated requests keep the session and user documents they read (AuthLookupCache) on the
 * embedded store. Every test first makes a request with the session (so its documents are kept
 * where the store allows it), then changes something, and the very next request must see it.
 * These run on both stores: on MongoDB nothing is kept and the answers must be the same.
 */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const me = (token: string) => server.api<{ user: User }>('GET', '/user', { token });
const sessionIdOf = (token: string) => String(decodeJwt(token).sid);
const sessions = () => server.context.store.collection<SessionDoc>('sessions');
const users = () => server.context.store.collection<UserDoc>('users');

describe('authentication after the session was read once', () => {
  it('a logout ends that session at the next request and leaves the others', async () => {
    const { email, password, token: other } = await signUp(server);
    const mine = await logIn(server, email, password);
    expect((await me(mine.token)).status).toBe(200);
    expect((await me(other)).status).toBe(200);
    expect((await server.api('POST', '/logout', { token: mine.token })).status).toBe(200);
    expect((await me(mine.token)).body).toMatchObject({ code: 'login_expired' });
    expect((await me(other)).status).toBe(200);
  });

  it('a revocation written straight to the store (as another instance on it would) ends the session at once', async () => {
    const { token } = await signUp(server);
    expect((await me(token)).status).toBe(200);
    await sessions().updateOne({ _id: sessionIdOf(token) }, { $set: { revoked_at: server.clock.now() } });
    expect((await me(token)).status).toBe(401);
  });

  it('a password change ends every other session at once', async () => {
    const { email, password, token: other } = await signUp(server);
    const mine = await logIn(server, email, password);
    expect((await me(other)).status).toBe(200);
    const changed = await server.api('POST', '/user/update-password', {
      token: mine.token,
      body: { current_password: password, password: 'changed-secret-9', confirm_password: 'changed-secret-9' },
    });
    expect(changed.status).toBe(200);
    expect((await me(other)).status).toBe(401);
    expect((await me(mine.token)).status).toBe(200);
  });

  it('checks the expiry on every request', async () => {
    const { email, password } = await signUp(server);
    const short = await logIn(server, email, password, false);
    expect((await me(short.token)).status).toBe(200);
    server.clock.advance(SESSION_SHORT_MS + 1000);
    expect((await me(short.token)).status).toBe(401);
  });

  it('a switched session ends with the admin session it came from', async () => {
    const admin = await signUp(server);
    await users().updateOne({ _id: admin.user.id }, { $set: { is_admin: true } });
    const target = await signUp(server);
    const switched = await server.api<SessionOutput>('POST', `/admin/switch-user/${target.user.id}`, { token: admin.token });
    expect(switched.status).toBe(200);
    expect((await me(switched.body.token)).body.user.id).toBe(target.user.id);
    expect((await server.api('POST', '/logout', { token: admin.token })).status).toBe(200);
    expect((await me(switched.body.token)).status).toBe(401);
  });

  it('a deactivated user is refused at the next request', async () => {
    const { token, user } = await signUp(server);
    expect((await me(token)).status).toBe(200);
    await users().updateOne({ _id: user.id }, { $set: { status: 'DEACTIVATED' } });
    expect((await me(token)).status).toBe(401);
  });

  it('GET /user answers the changed user at the next request, through the API or straight in the store', async () => {
    const { token, user } = await signUp(server);
    const first = await me(token);
    expect(first.body.user.locale).toBe('en');
    expect((await server.api('PUT', '/user/switch-language', { token, body: { locale: 'fr' } })).status).toBe(200);
    expect((await me(token)).body.user.locale).toBe('fr');
    await users().updateOne({ _id: user.id }, { $set: { first_name: 'Grace' } });
    const after = await me(token);
    expect(after.body.user).toEqual({ ...first.body.user, locale: 'fr', first_name: 'Grace', updated_at: after.body.user.updated_at });
  });

  it('answers the same bytes, with the same headers, whether the documents were kept or read', async () => {
    const { token } = await signUp(server);
    const texts: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await fetch(`${server.url}/api/user`, { headers: { Authorization: `Bearer ${token}` } });
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('vary')).toBe('Authorization');
      texts.push(await res.text());
    }
    expect(new Set(texts).size).toBe(1);
    const doc = await users().findOne({ _id: decodeJwt(token).sub! });
    expect(JSON.parse(texts[0]!).user.email).toBe(doc!.email);
  });
});

/** A store that only answers change versions, which the test moves by hand. */
function versionedStore(kind: Store['kind']) {
  const versions: Record<string, number> = { sessions: 1, users: 1 };
  const store = { kind, changeVersion: async (name: string) => ({ current: () => versions[name] ?? null }) } as unknown as Store;
  return { store, versions };
}

const lookup = (id: string): AuthLookup => ({
  session: { _id: id, user_id: 'u', created_at: 0, expires_at: 1, revoked_at: null, keep: false, actor_id: null, parent_session_id: null },
  parent: null,
  user: { _id: 'u', first_name: 'Ada', nested: { list: [1] } } as unknown as UserDoc,
});

describe('AuthLookupCache', () => {
  it('hands a kept lookup back until either collection changes, then forgets every one', async () => {
    const { store, versions } = versionedStore('embedded');
    const cache = new AuthLookupCache();
    await cache.follow(store);
    cache.keep('s1', lookup('s1'), cache.mark());
    cache.keep('s2', lookup('s2'), cache.mark());
    expect(cache.get('s1')?.session._id).toBe('s1');
    versions.users! += 1;
    expect(cache.get('s2')).toBeUndefined();
    expect(cache.size).toBe(0);
    cache.keep('s1', lookup('s1'), cache.mark());
    versions.sessions! += 1;
    expect(cache.get('s1')).toBeUndefined();
  });

  it('keeps nothing that was read while a write came in', async () => {
    const { store, versions } = versionedStore('embedded');
    const cache = new AuthLookupCache();
    await cache.follow(store);
    const mark = cache.mark();
    versions.sessions! += 1;
    cache.keep('s1', lookup('s1'), mark);
    expect(cache.get('s1')).toBeUndefined();
  });

  it('keeps nothing on MongoDB, where other instances write, nor before it follows a store', async () => {
    const cache = new AuthLookupCache();
    cache.keep('s1', lookup('s1'), cache.mark());
    expect(cache.get('s1')).toBeUndefined();
    await cache.follow(versionedStore('mongodb').store);
    expect(cache.mark()).toBeNull();
    cache.keep('s1', lookup('s1'), cache.mark());
    expect(cache.get('s1')).toBeUndefined();
  });

  it('keeps a bounded number of sessions, forgetting the oldest', async () => {
    const cache = new AuthLookupCache(2);
    await cache.follow(versionedStore('embedded').store);
    for (const id of ['s1', 's2', 's3']) cache.keep(id, lookup(id), cache.mark());
    expect(cache.get('s1')).toBeUndefined();
    expect(cache.get('s3')?.session._id).toBe('s3');
    expect(cache.size).toBe(2);
  });

  it('freezes what it keeps, so no request can change the documents the next one gets', async () => {
    const cache = new AuthLookupCache();
    await cache.follow(versionedStore('embedded').store);
    cache.keep('s1', lookup('s1'), cache.mark());
    const kept = cache.get('s1')!;
    expect(() => {
      (kept.user as unknown as { first_name: string }).first_name = 'Mallory';
    }).toThrow(TypeError);
    expect(() => (kept.user as unknown as { nested: { list: number[] } }).nested.list.push(2)).toThrow(TypeError);
    expect(Object.isFrozen(kept.session)).toBe(true);
  });
});
