import { createECDH, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { SYNC_PROTOCOL_VERSION, type WsServerFrame } from '@crashpad/sync';
import type { SignedUp } from '../../test-support/accounts-factory.js';
import { createListing, signUpLister } from '../../test-support/listings-factory.js';
import { startPushServiceStandIn, type PushServiceStandIn } from '../../test-support/push-service-stand-in.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { activeMember } from '../../test-support/sync-test-kit.js';

const ece = createRequire(createRequire(import.meta.url).resolve('web-push'))('http_ece') as {
  decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ReturnType<typeof createECDH>; authSecret: string }): Buffer;
};

/** The whole path: POST /messages → sync hints on the recipient's socket and a web push to their device. */
describe('a sent message reaches the recipient live and by push', () => {
  let standIn: PushServiceStandIn;
  let server: TestServer;
  let lister: SignedUp;
  let seeker: SignedUp;
  let listingId: string;

  beforeAll(async () => {
    standIn = await startPushServiceStandIn();
    server = await startTestServer({ pushDevHosts: [standIn.host], pushDevCa: standIn.ca });
    lister = await signUpLister(server, 'pro');
    seeker = await activeMember(server, 'seeker');
    listingId = (await createListing(server, lister.token, { title: 'Quiet pad near DEN' })).id;
  });
  afterAll(async () => {
    await server.close();
    await standIn.close();
  });

  it('hints the open socket, pushes to the device, and stays quiet once the thread is open', async () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16).toString('base64url');
    const endpoint = `${standIn.origin}/push/lister-phone`;
    const sub = await server.api('POST', '/push/subscriptions', {
      token: lister.token,
      body: { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } },
    });
    expect(sub.status).toBe(201);

    const ws = new WebSocket(server.wsUrl, { origin: 'http://localhost:8080' });
    const frames: WsServerFrame[] = [];
    ws.on('message', (data) => frames.push(JSON.parse(String(data)) as WsServerFrame));
    await new Promise((r) => ws.once('open', r));
    ws.send(JSON.stringify({ type: 'auth', token: lister.token, protocol: SYNC_PROTOCOL_VERSION }));
    await new Promise((r) => ws.once('message', r));

    const sent = await server.api<{ data: { thread_id: string } }>('POST', '/messages', {
      token: seeker.token,
      body: { listing_id: listingId, message: 'Hello from 35,000 ft, is the bed free?', to: lister.user.id },
    });
    expect(sent.status).toBeLessThan(300);
    const threadId = sent.body.data.thread_id;

    const pushes = () => standIn.received.filter((r) => r.path === '/push/lister-phone');
    expect(pushes()).toHaveLength(1);
    const payload = JSON.parse(ece.decrypt(pushes()[0]!.body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8'));
    expect(payload).toMatchObject({ body: 'Hello from 35,000 ft, is the bed free?', url: `/chat/${threadId}`, tag: `thread:${threadId}` });
    expect(payload.title).toBe(seeker.user.display_name || seeker.user.first_name);
    const hinted = () => new Set(frames.filter((f) => f.type === 'hint').map((f) => (f as { collection: string }).collection));
    const end = Date.now() + 2000;
    while (!(hinted().has('messages') && hinted().has('threads')) && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
    expect([...hinted()].sort()).toEqual(['messages', 'threads']);

    ws.send(JSON.stringify({ type: 'viewing', thread_id: threadId }));
    const viewEnd = Date.now() + 2000;
    while (!(await server.realtime.isViewingThread(lister.user.id, threadId)) && Date.now() < viewEnd) await new Promise((r) => setTimeout(r, 10));
    await server.api('POST', '/messages', { token: seeker.token, body: { listing_id: listingId, message: 'Still there?', to: lister.user.id } });
    expect(pushes()).toHaveLength(1);
    ws.close();
  });
});
