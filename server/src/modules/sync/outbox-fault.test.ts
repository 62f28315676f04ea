import { request } from 'node:http';
import { connect, createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { SYNC_PROTOCOL_HEADER, SYNC_PROTOCOL_VERSION } from '@crashpad/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedUp } from '../../test-support/accounts-factory.js';
import { createListing, signUpLister } from '../../test-support/listings-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { activeMember, pullAll, queuedRow } from '../../test-support/sync-test-kit.js';

/**
 * Fault test (issue 4): a client pushes queued outbox messages through a TCP proxy that refuses
 * connections, cuts requests and drops responses after the server has handled them, at random
 * (seeded — the seed is printed; set FAULT_SEED to replay). The client retries like RxDB: the
 * same unacknowledged rows again until a push is answered. Every message must exist exactly once,
 * in order, at the recipient.
 */
const SEED = Number(process.env.FAULT_SEED ?? Date.now() % 2 ** 31);
const RUNS = 6;
const MESSAGES = 25;

/** mulberry32: small seeded PRNG. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Client ids in no particular order (like UUIDs), so only the server's ordering can keep the sequence. */
const randomId = (random: () => number) => Array.from({ length: 24 }, () => Math.floor(random() * 16).toString(16)).join('');

type Fate = 'refuse' | 'cut_request' | 'drop_response' | 'pass';

/** A TCP proxy in front of the server; each connection gets a fate from the seeded PRNG. */
async function faultyProxy(target: URL, random: () => number) {
  const counts: Record<Fate, number> = { refuse: 0, cut_request: 0, drop_response: 0, pass: 0 };
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => undefined);
    const roll = random();
    const fate: Fate = roll < 0.15 ? 'refuse' : roll < 0.25 ? 'cut_request' : roll < 0.55 ? 'drop_response' : 'pass';
    counts[fate] += 1;
    if (fate === 'refuse') {
      client.destroy();
      return;
    }
    const upstream = connect(Number(target.port), target.hostname);
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    let forwarded = false;
    client.on('data', (chunk: Buffer) => {
      if (fate === 'cut_request' && !forwarded) {
        forwarded = true;
        upstream.write(chunk.subarray(0, Math.floor(chunk.length / 2)));
        setTimeout(() => {
          upstream.destroy();
          client.destroy();
        }, 5);
        return;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      // The server has answered, so it has handled the push: the answer never reaches the client.
      if (fate === 'drop_response') client.destroy();
      else client.write(chunk);
    });
    upstream.on('end', () => client.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    counts,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** One push over a fresh connection; rejects on any transport failure or timeout. */
function pushOnce(base: string, token: string, rows: unknown[]): Promise<{ status: number; body: unknown }> {
  const body = JSON.stringify(rows);
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}/api/sync/outbox/push`,
      {
        method: 'POST',
        agent: false,
        timeout: 3000,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          Authorization: `Bearer ${token}`,
          [SYNC_PROTOCOL_HEADER]: String(SYNC_PROTOCOL_VERSION),
          Connection: 'close',
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
          } catch (err) {
            reject(err as Error);
          }
        });
        res.on('error', reject);
        res.on('aborted', () => reject(new Error('aborted')));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

let server: TestServer;
let lister: SignedUp;
let listingId: string;
beforeAll(async () => {
  server = await startTestServer();
  lister = await signUpLister(server, 'pro');
  listingId = (await createListing(server, lister.token)).id;
});
afterAll(() => server.close());

describe('outbox through a faulty network', () => {
  it(`delivers every queued message exactly once and in order (${RUNS} runs × ${MESSAGES} messages)`, { timeout: 20_000 }, async () => {
    console.log(`[fault test] seed ${SEED} (replay with FAULT_SEED=${SEED})`);
    const random = prng(SEED);
    const proxy = await faultyProxy(new URL(server.url), random);
    let attempts = 0;
    try {
      for (let run = 0; run < RUNS; run += 1) {
        const sender = await activeMember(server);
        const rows = Array.from({ length: MESSAGES }, (_, i) => queuedRow(randomId(random), { to: lister.user.id, message: `run ${run} message ${i}`, listing_id: listingId }));
        let pending = rows;
        while (pending.length > 0) {
          // RxDB pushes the oldest unacknowledged rows in batches and repeats a batch until it is answered.
          const batch = pending.slice(0, 1 + Math.floor(random() * 6));
          attempts += 1;
          try {
            const res = await pushOnce(proxy.url, sender.token, batch.map((newDocumentState) => ({ newDocumentState })));
            expect(res.status, JSON.stringify(res.body)).toBe(200);
            pending = pending.slice(batch.length);
          } catch (err) {
            if ((err as { matcherResult?: unknown }).matcherResult) throw err;
            await new Promise((r) => setTimeout(r, random() * 10));
          }
        }
        const outbox = [...(await pullAll(server, sender.token, 'outbox')).docs.values()];
        expect(outbox.map((r) => r.state)).toEqual(Array(MESSAGES).fill('sent'));
        const received = [...(await pullAll(server, lister.token, 'messages', null, 500)).docs.values()]
          .filter((m) => m.from_user === sender.user.id)
          .sort((a, b) => String(a.created).localeCompare(String(b.created)) || a.id.localeCompare(b.id));
        expect(received.map((m) => m.message), `seed ${SEED} run ${run}`).toEqual(rows.map((r) => r.payload.message));
        expect(received.map((m) => m.id)).toEqual(rows.map((r) => r.id));
      }
    } finally {
      await proxy.close();
    }
    console.log(`[fault test] ${attempts} push attempts; connections ${JSON.stringify(proxy.counts)}`);
    // The run must actually have exercised lost answers, or it proves nothing.
    expect(proxy.counts.drop_response).toBeGreaterThan(5);
  });
});
