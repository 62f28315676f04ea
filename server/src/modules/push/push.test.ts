import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { SYNC_PROTOCOL_VERSION, type PushNotificationPayload } from '@crashpad/sync';
import { signUp, type SignedUp } from '../../test-support/accounts-factory.js';
import { startPushServiceStandIn, type PushServiceStandIn } from '../../test-support/push-service-stand-in.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

// http_ece is what web-push encrypts with; resolve it through web-push (our declared dependency).
const ece = createRequire(createRequire(import.meta.url).resolve('web-push'))('http_ece') as {
  decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer;
};

/** A browser-side subscription: its own P-256 key pair and auth secret. */
function browserSubscription(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return { ecdh, auth, body: { endpoint, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } } };
}

function decryptPayload(body: Buffer, sub: ReturnType<typeof browserSubscription>): PushNotificationPayload {
  return JSON.parse(ece.decrypt(body, { version: 'aes128gcm', privateKey: sub.ecdh, authSecret: sub.auth }).toString('utf8'));
}

describe('web push', () => {
  let standIn: PushServiceStandIn;
  let server: TestServer;
  let alice: SignedUp;
  let bob: SignedUp;
  let n = 0;
  const newMessage = (threadId: string, excerpt = 'Is the crew room still free on the 12th?') => {
    n += 1;
    server.context.events.emit('message.created', {
      messageId: `m${n}`, threadId, fromUserId: bob.user.id, toUserId: alice.user.id, senderName: 'Bob B', excerpt,
    });
    return server.context.events.idle();
  };
  const subscribe = async (user: SignedUp, path: string) => {
    const sub = browserSubscription(`${standIn.origin}${path}`);
    const res = await server.api('POST', '/push/subscriptions', { token: user.token, body: sub.body });
    expect(res.status).toBe(201);
    return sub;
  };
  const pushesTo = (path: string) => standIn.received.filter((r) => r.path === path);

  beforeAll(async () => {
    standIn = await startPushServiceStandIn();
    server = await startTestServer({ pushDevHosts: [standIn.host], pushDevCa: standIn.ca });
    alice = await signUp(server);
    bob = await signUp(server);
  });
  afterAll(async () => {
    await server.close();
    await standIn.close();
  });

  it('serves the VAPID public key as an uncompressed P-256 point', async () => {
    const res = await server.api<{ public_key: string }>('GET', '/push/public-key');
    expect(res.status).toBe(200);
    const key = Buffer.from(res.body.public_key, 'base64url');
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
  });

  it('sends the recipient an encrypted, VAPID-signed push with sender, excerpt, thread URL and tag', async () => {
    const sub = await subscribe(alice, '/push/alice-phone');
    await newMessage('thread-1');
    const [push] = pushesTo('/push/alice-phone');
    expect(push).toBeDefined();
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push!.headers.ttl)).toBeGreaterThan(0);
    expect(push!.headers.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    const { public_key } = (await server.api<{ public_key: string }>('GET', '/push/public-key')).body;
    const vapid = String(push!.headers.authorization);
    expect(vapid).toContain(`k=${public_key}`);
    const jwt = /t=([^,\s]+)/.exec(vapid)![1]!;
    const claims = JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString());
    expect(claims.aud).toBe(standIn.origin);
    // The body is ciphertext: only the subscription's private key opens it.
    expect(push!.body.toString('utf8')).not.toContain('Bob B');
    expect(decryptPayload(push!.body, sub)).toEqual({
      title: 'Bob B',
      body: 'Is the crew room still free on the 12th?',
      url: '/chat/thread-1',
      tag: 'thread:thread-1',
    });
    // Nothing goes to the sender.
    expect(standIn.received.every((r) => r.path !== '/push/bob')).toBe(true);
  });

  it('stays quiet while the recipient has that thread open, and pushes for other threads', async () => {
    await subscribe(alice, '/push/alice-viewing');
    const ws = new WebSocket(server.wsUrl, { origin: 'http://localhost:8080' });
    await new Promise((r) => ws.once('open', r));
    ws.send(JSON.stringify({ type: 'auth', token: alice.token, protocol: SYNC_PROTOCOL_VERSION }));
    await new Promise((r) => ws.once('message', r));
    ws.send(JSON.stringify({ type: 'viewing', thread_id: 'thread-open' }));
    const end = Date.now() + 2000;
    while (!(await server.realtime.isViewingThread(alice.user.id, 'thread-open')) && Date.now() < end) await new Promise((r) => setTimeout(r, 10));

    await newMessage('thread-open');
    expect(pushesTo('/push/alice-viewing')).toHaveLength(0);
    await newMessage('thread-other');
    expect(pushesTo('/push/alice-viewing')).toHaveLength(1);
    ws.close();
  });

  it('removes a subscription the push service reports gone (410, 404)', async () => {
    standIn.answer('/gone/', 410);
    standIn.answer('/missing/', 404);
    await subscribe(alice, '/gone/alice-old-laptop');
    await subscribe(alice, '/missing/alice-tablet');
    await newMessage('thread-2');
    expect(pushesTo('/gone/alice-old-laptop')).toHaveLength(1);
    expect(pushesTo('/missing/alice-tablet')).toHaveLength(1);
    await newMessage('thread-2');
    expect(pushesTo('/gone/alice-old-laptop')).toHaveLength(1);
    expect(pushesTo('/missing/alice-tablet')).toHaveLength(1);
    const left = await server.context.store.collection('push_subscriptions').find({ user_id: alice.user.id });
    expect(left.map((s) => new URL(String(s.endpoint)).pathname).sort()).toEqual(['/push/alice-phone', '/push/alice-viewing']);
  });

  it('forgets a device on DELETE and stops pushing to a session that logged out', async () => {
    const carol = await signUp(server);
    const endpoint = `${standIn.origin}/push/carol`;
    await server.api('POST', '/push/subscriptions', { token: carol.token, body: browserSubscription(endpoint).body });
    // Someone else cannot delete it.
    expect((await server.api('DELETE', '/push/subscriptions', { token: bob.token, body: { endpoint } })).status).toBe(200);
    expect(await server.context.store.collection('push_subscriptions').countDocuments({ user_id: carol.user.id })).toBe(1);
    expect((await server.api('DELETE', '/push/subscriptions', { token: carol.token, body: { endpoint } })).status).toBe(200);
    expect(await server.context.store.collection('push_subscriptions').countDocuments({ user_id: carol.user.id })).toBe(0);

    const dave = await signUp(server);
    await server.api('POST', '/push/subscriptions', { token: dave.token, body: browserSubscription(`${standIn.origin}/push/dave`).body });
    await server.api('POST', '/logout', { token: dave.token });
    server.context.events.emit('message.created', {
      messageId: 'mx', threadId: 't-dave', fromUserId: bob.user.id, toUserId: dave.user.id, senderName: 'Bob B', excerpt: 'hi',
    });
    await server.context.events.idle();
    expect(pushesTo('/push/dave')).toHaveLength(0);
    expect(await server.context.store.collection('push_subscriptions').countDocuments({ user_id: dave.user.id })).toBe(0);
  });

  it('accepts only HTTPS endpoints on known push services or the configured stand-in, from logged-in users', async () => {
    const post = (endpoint: string, token = alice.token) =>
      server.api('POST', '/push/subscriptions', { token, body: browserSubscription(endpoint).body });
    const anonymous = await server.api('POST', '/push/subscriptions', { body: browserSubscription(`${standIn.origin}/push/x`).body });
    expect(anonymous.status).toBe(401);
    expect((await post('https://evil.example/push')).status).toBe(422);
    expect((await post(`http://${standIn.host}/push/x`)).status).toBe(422);
    expect((await post('https://127.0.0.1:1/push')).status).toBe(422);
    expect((await post('https://user:pw@fcm.googleapis.com/fcm/send/x')).status).toBe(422);
    const bad = await server.api('POST', '/push/subscriptions', {
      token: alice.token,
      body: { endpoint: `${standIn.origin}/x`, keys: { p256dh: 'short', auth: 'x' } },
    });
    expect(bad.status).toBe(422);
    // Known services pass (no push is sent here: nobody messages this user).
    const zed = await signUp(server);
    expect((await post('https://fcm.googleapis.com/fcm/send/abc', zed.token)).status).toBe(201);
    expect((await post('https://wns2-by3p.notify.windows.com/w/?token=abc', zed.token)).status).toBe(201);
  });
});
