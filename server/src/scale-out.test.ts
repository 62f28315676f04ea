import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { SYNC_PROTOCOL_VERSION, type SessionOutput, type WsServerFrame } from '@crashpad/sync';
import { makeImage, postFiles, fetchFile } from './test-support/upload-test-kit.js';
import { activeMember } from './test-support/sync-test-kit.js';
import { signUp, type SignedUp } from './test-support/accounts-factory.js';
import { createListing, signUpLister } from './test-support/listings-factory.js';
import { startPushServiceStandIn, type PushServiceStandIn } from './test-support/push-service-stand-in.js';
import { startTestServer, type TestServer } from './test-support/test-server.js';

/** An authenticated socket on `server` that records the frames it gets. */
async function socketOn(server: TestServer, token: string) {
  const ws = new WebSocket(server.wsUrl, { origin: 'http://localhost:8080' });
  const frames: WsServerFrame[] = [];
  ws.on('message', (data) => frames.push(JSON.parse(String(data)) as WsServerFrame));
  await new Promise((r) => ws.once('open', r));
  ws.send(JSON.stringify({ type: 'auth', token, protocol: SYNC_PROTOCOL_VERSION }));
  await new Promise((r) => ws.once('message', r));
  return { ws, frames };
}

/** The ids on the first page of a newest-first search around DEN on `server`. */
async function newestDenIds(server: TestServer): Promise<string[]> {
  const res = await server.api<{ data: { id: string }[] }>('GET', '/airports/DEN/listings?sort=newest');
  expect(res.status).toBe(200);
  return res.body.data.map((c) => c.id);
}

async function until(check: () => boolean | Promise<boolean>, ms: number): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > ms) throw new Error(`not reached within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return Date.now() - start;
}

/**
 * ARCHITECTURE §7: app instances are stateless, so two of them on one MongoDB (here the test
 * bridge, or MONGODB_URI) behave as one app. Runs only in the `server-on-mongodb` project: the
 * embedded store is one process by design.
 */
describe('two app instances on one MongoDB', () => {
  let standIn: PushServiceStandIn;
  let a: TestServer;
  let b: TestServer;
  let lister: SignedUp;
  let seeker: SignedUp;
  let listingId: string;

  beforeAll(async () => {
    standIn = await startPushServiceStandIn();
    const sharedDatabase = `crashpad_scale_${randomUUID().replaceAll('-', '')}`;
    const config = { pushDevHosts: [standIn.host], pushDevCa: standIn.ca, rateLimits: { login: { max: 4, windowMs: 60_000 } } };
    a = await startTestServer(config, { sharedDatabase });
    b = await startTestServer(config, { sharedDatabase });
    lister = await signUpLister(a, 'pro');
    seeker = await activeMember(a, 'seeker');
    listingId = (await createListing(a, lister.token, { title: 'Two-instance pad near ORD' })).id;
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    await standIn.close();
  });

  it('a message sent through instance A reaches a socket on instance B within a second', async () => {
    const { ws, frames } = await socketOn(b, lister.token);
    const sent = await a.api('POST', '/messages', {
      token: seeker.token,
      body: { listing_id: listingId, message: 'Landing at ORD at 9, is a bed free?', to: lister.user.id },
    });
    expect(sent.status).toBeLessThan(300);
    const hinted = (collection: string) => frames.some((f) => f.type === 'hint' && (f as { collection: string }).collection === collection);
    const took = await until(() => hinted('messages') && hinted('threads'), 1_000);
    expect(took).toBeLessThan(1_000);
    ws.close();
  });

  it('no push while the recipient reads the thread on the other instance', async () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const endpoint = `${standIn.origin}/push/lister-${randomUUID()}`;
    const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
    expect((await a.api('POST', '/push/subscriptions', { token: lister.token, body: { endpoint, keys } })).status).toBe(201);
    const pushes = () => standIn.received.filter((r) => endpoint.endsWith(r.path)).length;

    const first = await a.api<{ data: { thread_id: string } }>('POST', '/messages', {
      token: seeker.token,
      body: { listing_id: listingId, message: 'First, while the lister is away', to: lister.user.id },
    });
    expect(pushes()).toBe(1);
    const threadId = first.body.data.thread_id;

    // The lister opens the thread on a socket held by instance B …
    const { ws } = await socketOn(b, lister.token);
    ws.send(JSON.stringify({ type: 'viewing', thread_id: threadId }));
    await until(() => a.realtime.isViewingThread(lister.user.id, threadId), 2_000);
    // … so a message handled by instance A sends no push.
    await a.api('POST', '/messages', { token: seeker.token, body: { listing_id: listingId, message: 'Second, read live', to: lister.user.id } });
    expect(pushes()).toBe(1);

    // Closing the thread (and the socket) makes pushes flow again.
    ws.close();
    await until(async () => !(await a.realtime.isViewingThread(lister.user.id, threadId)), 2_000);
    await a.api('POST', '/messages', { token: seeker.token, body: { listing_id: listingId, message: 'Third, after closing', to: lister.user.id } });
    expect(pushes()).toBe(2);
  });

  it('a logout through instance A ends the session on instance B at the next request', async () => {
    const { token } = await signUp(a);
    expect((await b.api('GET', '/user', { token })).status).toBe(200);
    expect((await a.api('POST', '/logout', { token })).status).toBe(200);
    expect((await b.api('GET', '/user', { token })).status).toBe(401);
  });

  it('a password change through instance A ends the other sessions on instance B at the next request', async () => {
    const first = await signUp(a);
    // A second session without POST /login, whose limit the next test counts.
    const oneTime = await a.api<{ token: string }>('POST', '/user/login-token', { token: first.token });
    const second = await a.api<SessionOutput>('POST', '/login-with-token', { body: { token: oneTime.body.token } });
    expect(second.status).toBe(200);
    expect((await b.api('GET', '/user', { token: first.token })).status).toBe(200);
    const changed = await a.api('POST', '/user/update-password', {
      token: second.body.token,
      body: { current_password: first.password, password: 'changed-secret-9', confirm_password: 'changed-secret-9' },
    });
    expect(changed.status).toBe(200);
    expect((await b.api('GET', '/user', { token: first.token })).status).toBe(401);
    expect((await b.api('GET', '/user', { token: second.body.token })).status).toBe(200);
  });

  it('a rate limit holds across both instances', async () => {
    const statuses = [];
    for (const server of [a, b, a, b, a, b]) {
      statuses.push((await server.api('POST', '/login', { body: { email: lister.email, password: 'not-the-password' } })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
  });

  it('a file uploaded through instance A is served by instance B', async () => {
    const png = await makeImage(640, 480);
    const res = await postFiles(a, '/upload/images', lister.token, [{ field: 'image[]', data: png, filename: 'room.png', type: 'image/png' }]);
    expect(res.status).toBe(200);
    const [url] = res.body.urls as string[];
    const fromB = await fetchFile(b, url!);
    const fromA = await fetchFile(a, url!);
    expect(fromB).toMatchObject({ status: 200, type: 'image/webp' });
    expect(fromB.data.equals(fromA.data)).toBe(true);
    expect(fromB.data.length).toBeGreaterThan(100);
  });
  it('a listing change made through instance A shows in searches on instance B (kept answers follow the change stream)', async () => {
    const pad = (await createListing(a, lister.token, { title: 'Two-instance pad near DEN' })).id;
    await until(async () => (await newestDenIds(b)).includes(pad), 2_000);
    // B now keeps that answer; deactivating the listing through A must reach it.
    expect((await newestDenIds(b)).includes(pad)).toBe(true);
    expect((await a.api('POST', `/crashpads/status/${pad}`, { token: lister.token, body: { status: 1 } })).status).toBe(200);
    await until(async () => !(await newestDenIds(b)).includes(pad), 2_000);
  });
});
