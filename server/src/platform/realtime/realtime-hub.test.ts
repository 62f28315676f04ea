import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket, type ClientOptions } from 'ws';
import { SYNC_PROTOCOL_VERSION, WS_MAX_PAYLOAD_BYTES, type WsServerFrame } from '@crashpad/sync';
import { logIn, signUp } from '../../test-support/accounts-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { localHintBus } from './hint-bus.js';
import { localPresence } from './presence-registry.js';
import { createRealtimeHub } from './realtime-hub.js';

/** A ws client that records frames and its close code. */
interface Client {
  ws: WebSocket;
  frames: WsServerFrame[];
  closed: Promise<{ code: number; reason: string }>;
  next(type: WsServerFrame['type']): Promise<WsServerFrame>;
}

function connect(server: Pick<TestServer, 'wsUrl'>, origin = 'http://localhost:8080', options: ClientOptions = {}): Promise<Client> {
  const ws = new WebSocket(server.wsUrl, { origin, ...options });
  const frames: WsServerFrame[] = [];
  const waiters: { type: string; resolve: (f: WsServerFrame) => void }[] = [];
  ws.on('message', (data) => {
    const frame = JSON.parse(String(data)) as WsServerFrame;
    frames.push(frame);
    for (const w of waiters.filter((x) => x.type === frame.type)) {
      waiters.splice(waiters.indexOf(w), 1);
      w.resolve(frame);
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  return new Promise((resolve, reject) => {
    ws.once('open', () =>
      resolve({
        ws,
        frames,
        closed,
        next: (type) => {
          const seen = frames.find((f) => f.type === type);
          if (seen) return Promise.resolve(seen);
          return new Promise((r) => waiters.push({ type, resolve: r }));
        },
      }),
    );
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

async function authed(server: Pick<TestServer, 'wsUrl'>, token: string, options: ClientOptions = {}): Promise<Client> {
  const client = await connect(server, undefined, options);
  client.ws.send(JSON.stringify({ type: 'auth', token, protocol: SYNC_PROTOCOL_VERSION }));
  await client.next('ready');
  return client;
}

/** Waits until the hub has seen something (frames are handled asynchronously). */
async function until(check: () => boolean | Promise<boolean>, ms = 2_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not reached');
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('realtime hub at /api/ws', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('refuses an upgrade from a foreign origin or without one, and other paths', async () => {
    await expect(connect(server, 'https://evil.example')).rejects.toThrow('HTTP 403');
    const noOrigin = new WebSocket(server.wsUrl);
    const status = await new Promise<number>((resolve) => noOrigin.once('unexpected-response', (_q, res) => resolve(res.statusCode ?? 0)));
    expect(status).toBe(403);
    const other = new WebSocket(server.wsUrl.replace('/api/ws', '/api/other'), { origin: 'http://localhost:8080' });
    const otherStatus = await new Promise<number>((resolve) => other.once('unexpected-response', (_q, res) => resolve(res.statusCode ?? 0)));
    expect(otherStatus).toBe(404);
  });

  it('requires auth as the first frame: anything else, a bad token or an old protocol closes with an error', async () => {
    const first = await connect(server);
    first.ws.send(JSON.stringify({ type: 'viewing', thread_id: 't1' }));
    expect(await first.closed).toMatchObject({ code: 4401 });
    expect(first.frames).toEqual([{ type: 'error', code: 'unauthorized' }]);

    const bad = await connect(server);
    bad.ws.send(JSON.stringify({ type: 'auth', token: 'not-a-token', protocol: SYNC_PROTOCOL_VERSION }));
    expect(await bad.closed).toMatchObject({ code: 4401 });
    expect(bad.frames).toEqual([{ type: 'error', code: 'unauthorized' }]);

    const { token } = await signUp(server);
    const old = await connect(server);
    old.ws.send(JSON.stringify({ type: 'auth', token, protocol: SYNC_PROTOCOL_VERSION + 1 }));
    expect(await old.closed).toMatchObject({ code: 4426 });
    expect(old.frames).toEqual([{ type: 'error', code: 'update_required' }]);

    const junk = await connect(server);
    junk.ws.send('{"type":"auth","token":"x","protocol":1,"$where":1}');
    expect(await junk.closed).toMatchObject({ code: 1008 });
    expect(junk.frames).toEqual([{ type: 'error', code: 'invalid_frame' }]);
  });

  it('closes a socket that does not authenticate in time, and one that stops answering pings', async () => {
    const quick = await startTestServer();
    // A hub with short timers on its own HTTP server, for this test only.
    const http = createServer();
    const hub = createRealtimeHub({
      config: quick.context.config,
      authenticator: quick.context.authenticator,
      bus: localHintBus(),
      presence: localPresence(),
      options: { authTimeoutMs: 100, heartbeatMs: 60 },
    });
    hub.attach(http);
    await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
    const wsUrl = `ws://127.0.0.1:${(http.address() as AddressInfo).port}/api/ws`;
    const silent = await connect({ ...quick, wsUrl });
    expect(await silent.closed).toMatchObject({ code: 4401 });
    expect(silent.frames).toEqual([{ type: 'error', code: 'unauthorized' }]);

    const { token } = await signUp(quick);
    const answering = await authed({ ...quick, wsUrl }, token);
    const deaf = await authed({ ...quick, wsUrl }, token, { autoPong: false });
    // Terminated without a close frame: 1006 on the client side.
    expect((await deaf.closed).code).toBe(1006);
    expect(answering.ws.readyState).toBe(WebSocket.OPEN);
    answering.ws.close();
    await hub.close();
    await new Promise((r) => http.close(r));
    await quick.close();
  });

  it('closes a socket that sends a frame over the max payload', async () => {
    const { token } = await signUp(server);
    const client = await authed(server, token);
    client.ws.send(JSON.stringify({ type: 'viewing', thread_id: 'x'.repeat(WS_MAX_PAYLOAD_BYTES) }));
    expect((await client.closed).code).toBe(1009);
  });

  it('delivers a sync hint only to the sockets of the user it names', async () => {
    const alice = await signUp(server);
    const bob = await signUp(server);
    const a1 = await authed(server, alice.token);
    const a2 = await authed(server, alice.token);
    const b = await authed(server, bob.token);
    expect(server.realtime.connectionCount(alice.user.id)).toBe(2);

    server.context.events.emit('sync.changed', { collection: 'messages', userId: alice.user.id, checkpoint: { seq: 7, id: 'm7' } });
    const expected = { type: 'hint', collection: 'messages', checkpoint: { seq: 7, id: 'm7' } };
    expect(await a1.next('hint')).toEqual(expected);
    expect(await a2.next('hint')).toEqual(expected);
    // A ping round trip on bob's socket proves the hint would have arrived by now.
    await new Promise<void>((r) => b.ws.once('pong', () => r()).ping());
    expect(b.frames.filter((f) => f.type === 'hint')).toEqual([]);
    for (const c of [a1, a2, b]) c.ws.close();
  });

  it('sends a written document ahead of its hint to a user whose pull shows it, and the bare hint to others', async () => {
    const alice = await signUp(server);
    const bob = await signUp(server);
    const a = await authed(server, alice.token);
    const b = await authed(server, bob.token);
    const stored = {
      _id: `${alice.user.id}:l1`, id: 'l1', owner_id: alice.user.id, listing_id: 'l1', saved_at: '2026-01-01T00:00:00.000Z', snapshot: null,
      listing_state: 'current', listing_changed_at: null, serverSeq: 9, updated_at: '2026-01-01T00:00:00.000Z', _deleted: false,
    };
    const checkpoint = { seq: 9, id: 'l1' };
    // Alice owns it; bob is hinted too (as a removed participant would be) but his pull would not answer it.
    for (const user of [alice.user, bob.user]) server.context.events.emit('sync.changed', { collection: 'saved_listings', userId: user.id, checkpoint, document: stored });
    expect(await a.next('hint')).toEqual({ type: 'hint', collection: 'saved_listings', checkpoint });
    const changes = a.frames.find((f) => f.type === 'changes');
    expect(changes).toEqual({ type: 'changes', collection: 'saved_listings', checkpoint, documents: [expect.objectContaining({ id: 'l1', listing_id: 'l1', serverSeq: 9, _deleted: false })] });
    // The documents come first; store-only fields stay on the server.
    expect(a.frames.indexOf(changes!)).toBeLessThan(a.frames.findIndex((f) => f.type === 'hint'));
    expect((changes as { documents: Record<string, unknown>[] }).documents[0]).not.toHaveProperty('owner_id');
    expect(await b.next('hint')).toEqual({ type: 'hint', collection: 'saved_listings', checkpoint });
    expect(b.frames.filter((f) => f.type === 'changes')).toEqual([]);
    for (const c of [a, b]) c.ws.close();
  });

  it('tracks which thread each socket is viewing', async () => {
    const { token, user } = await signUp(server);
    const phone = await authed(server, token);
    const laptop = await authed(server, token);
    phone.ws.send(JSON.stringify({ type: 'viewing', thread_id: 'thread-a' }));
    await until(() => server.realtime.isViewingThread(user.id, 'thread-a'));
    expect(await server.realtime.isViewingThread(user.id, 'thread-b')).toBe(false);
    phone.ws.send(JSON.stringify({ type: 'viewing', thread_id: null }));
    await until(async () => !(await server.realtime.isViewingThread(user.id, 'thread-a')));
    laptop.ws.send(JSON.stringify({ type: 'viewing', thread_id: 'thread-b' }));
    await until(() => server.realtime.isViewingThread(user.id, 'thread-b'));
    laptop.ws.close();
    await until(async () => !(await server.realtime.isViewingThread(user.id, 'thread-b')));
    phone.ws.close();
  });

  it('refuses a revoked or expired session and closes the sockets of a session that logs out', async () => {
    const account = await signUp(server);
    const other = await logIn(server, account.email, account.password);
    const keep = await authed(server, other.token);
    const socket = await authed(server, account.token);

    expect((await server.api('POST', '/logout', { token: account.token })).status).toBe(200);
    expect(await socket.closed).toMatchObject({ code: 4401 });
    expect(socket.frames.at(-1)).toEqual({ type: 'error', code: 'unauthorized' });
    // The other session of the same user stays connected.
    await new Promise<void>((r) => keep.ws.once('pong', () => r()).ping());
    expect(keep.ws.readyState).toBe(WebSocket.OPEN);

    const again = await connect(server);
    again.ws.send(JSON.stringify({ type: 'auth', token: account.token, protocol: SYNC_PROTOCOL_VERSION }));
    expect(await again.closed).toMatchObject({ code: 4401 });

    keep.ws.close();
    server.clock.advance(2 * 24 * 60 * 60 * 1000);
    const expired = await connect(server);
    expired.ws.send(JSON.stringify({ type: 'auth', token: other.token, protocol: SYNC_PROTOCOL_VERSION }));
    expect(await expired.closed).toMatchObject({ code: 4401 });
  });

  it('closes every socket with 1001 on shutdown', async () => {
    const own = await startTestServer();
    const { token } = await signUp(own);
    const client = await authed(own, token);
    await own.close();
    expect((await client.closed).code).toBe(1001);
  });
});
