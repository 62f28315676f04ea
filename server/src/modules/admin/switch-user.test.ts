import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SWITCH_SESSION_MS, type SessionOutput } from '@crashpad/sync';
import { decodeJwt } from 'jose';
import { DEFAULT_FLAGS } from '../../platform/config.js';
import { logIn, signUp } from '../../test-support/accounts-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { DEMO_PASSWORD, seedDemoData } from '../demo/seed.js';

let server: TestServer;
let admin: SessionOutput;
beforeAll(async () => {
  server = await startTestServer({ flags: { ...DEFAULT_FLAGS, deactivate_account: true } });
  await seedDemoData(server.context);
  admin = await logIn(server, 'admin@example.com', DEMO_PASSWORD);
});
afterAll(() => server.close());

const auditOf = (actorId: string) => server.context.store.collection('audit_log').find({ actor_id: actorId }, { sort: { _id: 1 } });

describe('admin switch-user', () => {
  it('gives the admin a 1-hour session as the user, with the admin as actor (GET and POST)', async () => {
    const target = await signUp(server);
    for (const method of ['GET', 'POST']) {
      const res = await server.api<SessionOutput>(method, `/admin/switch-user/${target.user.id}`, { token: admin.token });
      expect(res.status).toBe(200);
      expect(res.body.user.id).toBe(target.user.id);
      expect(res.body.session_expires_at).toBe(server.clock.now() + SWITCH_SESSION_MS);
      expect(decodeJwt(res.body.token)).toMatchObject({ sub: target.user.id, act: admin.user.id, account_type: 'tenant' });
      expect((await server.api<{ user: { id: string } }>('GET', '/user', { token: res.body.token })).body.user.id).toBe(target.user.id);
    }
    expect(decodeJwt(admin.token)).toMatchObject({ account_type: 'admin' });
  });

  it('expires the switched session after an hour', async () => {
    const target = await signUp(server);
    const res = await server.api<SessionOutput>('POST', `/admin/switch-user/${target.user.id}`, { token: admin.token });
    server.clock.advance(SWITCH_SESSION_MS + 1);
    expect((await server.api('GET', '/user', { token: res.body.token })).status).toBe(401);
  });

  it('is for admins only, and a switched session cannot switch again', async () => {
    const a = await signUp(server);
    const b = await signUp(server);
    expect((await server.api('POST', `/admin/switch-user/${b.user.id}`, { token: a.token })).status).toBe(403);
    expect((await server.api('POST', `/admin/switch-user/${b.user.id}`)).status).toBe(401);
    const switched = await server.api<SessionOutput>('POST', `/admin/switch-user/${a.user.id}`, { token: admin.token });
    const again = await server.api('POST', `/admin/switch-user/${b.user.id}`, { token: switched.body.token });
    expect(again.status).toBe(403);
    expect((await server.api('POST', '/admin/switch-user/01ARZ3NDEKTSV4RRFFQ69G5FAV', { token: admin.token })).status).toBe(404);
    expect((await server.api('POST', `/admin/switch-user/${admin.user.id}`, { token: admin.token })).status).toBe(403);
  });

  it('forbids credential changes, login tokens and closing while switched', async () => {
    const target = await signUp(server);
    const { body } = await server.api<SessionOutput>('POST', `/admin/switch-user/${target.user.id}`, { token: admin.token });
    const token = body.token;
    const calls: [string, string, unknown][] = [
      ['POST', '/user/update-email', { email: 'hijack@example.com', password: target.password }],
      ['POST', '/user/update-password', { current_password: target.password, password: 'hijacked-pass-1', confirm_password: 'hijacked-pass-1' }],
      ['POST', '/user/request-deactivation-account', undefined],
      ['DELETE', '/user/verify-deactivation-code', { code: '123456' }],
      ['POST', '/user/login-token', undefined],
    ];
    for (const [method, path, payload] of calls) {
      const res = await server.api(method, path, { token, body: payload });
      expect(res.status, path).toBe(403);
      expect(res.body, path).toMatchObject({ code: 'switched_session' });
    }
    await logIn(server, target.email, target.password);
  });

  it('audit-logs the switch in, every write while switched, and the switch out; switch-back restores the admin', async () => {
    const target = await signUp(server);
    const before = (await auditOf(admin.user.id)).length;
    const { body } = await server.api<SessionOutput>('POST', `/admin/switch-user/${target.user.id}`, { token: admin.token });
    await server.api('PUT', '/user/switch-language', { token: body.token, body: { locale: 'fr' } });
    await server.api('GET', '/user', { token: body.token });
    await server.api('POST', '/user/update-password', { token: body.token, body: { current_password: 'x', password: 'abcdefgh-1', confirm_password: 'abcdefgh-1' } });
    const back = await server.api<{ ok: boolean; session: SessionOutput | null }>('POST', '/admin/switch-back', { token: body.token });
    expect(back.status).toBe(200);
    expect(back.body.session?.user.id).toBe(admin.user.id);
    expect(decodeJwt(back.body.session!.token)).toMatchObject({ account_type: 'admin' });
    expect((await server.api('GET', '/user', { token: body.token })).status).toBe(401);
    expect((await server.api('GET', '/user', { token: back.body.session!.token })).status).toBe(200);

    const entries = (await auditOf(admin.user.id)).slice(before);
    expect(entries.map((e) => [e.action, e.method, e.path, e.status])).toEqual([
      ['switch_in', null, null, null],
      ['write', 'PUT', '/api/user/switch-language', 200],
      ['write', 'POST', '/api/user/update-password', 403],
      ['switch_out', null, null, null],
      ['write', 'POST', '/api/admin/switch-back', 200],
    ]);
    expect(entries.every((e) => e.user_id === target.user.id)).toBe(true);
  });

  it('switch-back refuses a session that is not switched', async () => {
    const res = await server.api('POST', '/admin/switch-back', { token: admin.token });
    expect(res.status).toBe(403);
  });

  // Issue 7 §1.8: the switched token must not outlive the admin session it came from.
  it('ends the switched sessions when the admin logs out', async () => {
    const ownAdmin = await logIn(server, 'admin@example.com', DEMO_PASSWORD);
    const a = await signUp(server);
    const b = await signUp(server);
    const intoA = await server.api<SessionOutput>('POST', `/admin/switch-user/${a.user.id}`, { token: ownAdmin.token });
    const intoB = await server.api<SessionOutput>('POST', `/admin/switch-user/${b.user.id}`, { token: ownAdmin.token });
    expect((await server.api('GET', '/user', { token: intoA.body.token })).status).toBe(200);
    expect((await server.api('POST', '/logout', { token: ownAdmin.token, body: {} })).status).toBe(200);
    expect((await server.api('GET', '/user', { token: intoA.body.token })).status).toBe(401);
    expect((await server.api('GET', '/user', { token: intoB.body.token })).status).toBe(401);
    // The admin's other sessions and their switches are untouched.
    const intoAAgain = await server.api<SessionOutput>('POST', `/admin/switch-user/${a.user.id}`, { token: admin.token });
    expect((await server.api('GET', '/user', { token: intoAAgain.body.token })).status).toBe(200);
  });

  it('a switched session dies with its admin session however that ends (record revoked elsewhere)', async () => {
    const ownAdmin = await logIn(server, 'admin@example.com', DEMO_PASSWORD);
    const a = await signUp(server);
    const intoA = await server.api<SessionOutput>('POST', `/admin/switch-user/${a.user.id}`, { token: ownAdmin.token });
    await server.context.store.collection('sessions').updateOne({ _id: decodeJwt(ownAdmin.token).sid as string }, { $set: { revoked_at: server.clock.now() } });
    expect((await server.api('GET', '/user', { token: intoA.body.token })).status).toBe(401);
  });
});
