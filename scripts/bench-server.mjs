// The server rows of `npm run bench` (issue 11): bytes on the wire for `/` and for the service
// worker's precache with and without compression, search API and `GET /api/user` throughput at a
// fixed number of connections, each beside a bare Koa hello-world (scripts/bench-hello-koa.mjs)
// measured in the same run. Loopback only, bounded runs (BENCH_SECONDS each), and every
// throughput figure is the median of BENCH_SERVER_RUNS (default 3) interleaved runs, because the
// machine is shared and one run can be unlucky.
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import autocannon from 'autocannon';
import { freePort, line, stop, waitFor } from './bench-kit.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = Math.max(1, Number(process.env.BENCH_SERVER_RUNS ?? 3));
/** What a browser sends; the API compresses only for clients that ask. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** GETs a path with raw node:http (no automatic decoding) and counts the body bytes as sent. */
function rawGet(base, path, acceptEncoding) {
  return new Promise((resolveGet, reject) => {
    const headers = acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {};
    const req = request(`${base}${path}`, { headers }, (res) => {
      let bytes = 0;
      const chunks = [];
      res.on('data', (c) => {
        bytes += c.length;
        chunks.push(c);
      });
      res.on('end', () => resolveGet({ status: res.statusCode, bytes, encoding: res.headers['content-encoding'] ?? 'identity', body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Sums the bytes on the wire for a list of paths, with one Accept-Encoding. */
async function wireTotal(base, paths, acceptEncoding) {
  let total = 0;
  const encodings = new Map();
  for (const path of paths) {
    const r = await rawGet(base, path, acceptEncoding);
    if (r.status !== 200) throw new Error(`${path} answered HTTP ${r.status}`);
    total += r.bytes;
    encodings.set(r.encoding, (encodings.get(r.encoding) ?? 0) + 1);
  }
  return { total, encodings: [...encodings].map(([e, n]) => `${n}× ${e}`).join(', ') };
}

/**
 * Bytes on the wire for the first load of `/` (the HTML and every script, module preload and
 * stylesheet it references) and for the service worker's precache, as stored (no Accept-Encoding)
 * and as a browser gets them.
 */
export async function wireBytesFigures(base) {
  const html = (await rawGet(base, '/', 'identity')).body.toString('utf8');
  const firstLoad = ['/', ...new Set([...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]))];
  const sw = (await rawGet(base, '/sw.js', 'identity')).body.toString('utf8');
  const precache = ['/sw.js', ...new Set([...sw.matchAll(/"?url"?:\s*"([^"]+)"/g)].map((m) => (m[1].startsWith('/') ? m[1] : `/${m[1]}`)))];
  for (const [label, paths] of [
    [`/ first load (HTML + ${firstLoad.length - 1} JS/CSS files)`, firstLoad],
    [`service worker + precache (${precache.length - 1} files)`, precache],
  ]) {
    const plain = await wireTotal(base, paths, null);
    const browser = await wireTotal(base, paths, BROWSER_ENCODINGS);
    const gzipOnly = await wireTotal(base, paths, 'gzip');
    line(label, '');
    line('  without compression (no Accept-Encoding)', `${kB(plain.total)} (${plain.encodings})`);
    line('  gzip only', `${kB(gzipOnly.total)} (${gzipOnly.encodings})`);
    line(`  as a browser asks (${BROWSER_ENCODINGS})`, `${kB(browser.total)} (${browser.encodings}), ${((browser.total / plain.total) * 100).toFixed(0)} % of uncompressed`);
  }
}

function cannon({ url, connections, headers = {}, paths }) {
  return new Promise((done, reject) => {
    let i = 0;
    const requests = paths ? [{ setupRequest: (req) => ({ ...req, path: paths[i++ % paths.length] }) }] : undefined;
    autocannon({ url, connections, pipelining: 1, duration: SECONDS, headers, requests }, (err, result) => (err ? reject(err) : done(result)));
  });
}

function startHello(root) {
  return freePort().then(async (port) => {
    const child = spawn(process.execPath, ['scripts/bench-hello-koa.mjs'], { cwd: root, env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] });
    await waitFor(`http://127.0.0.1:${port}/`, child);
    return { child, url: `http://127.0.0.1:${port}/` };
  });
}

/**
 * Runs each named load RUNS times, interleaved with the hello-world at the same connection
 * count, and prints the medians with the ratio. `loads`: [{ label, connections, url, headers, paths }].
 */
export async function throughputVsHello(root, loads) {
  const hello = await startHello(root);
  try {
    const results = new Map(loads.map((l) => [l, { app: [], hello: [] }]));
    for (let run = 0; run < RUNS; run += 1) {
      for (const load of loads) {
        const r = results.get(load);
        const h = await cannon({ url: hello.url, connections: load.connections });
        const a = await cannon(load);
        r.hello.push(h);
        r.app.push(a);
      }
    }
    for (const load of loads) {
      const { app, hello: bare } = results.get(load);
      const appRps = median(app.map((x) => x.requests.average));
      const helloRps = median(bare.map((x) => x.requests.average));
      const bad = app.reduce((s, x) => s + x.non2xx + x.errors, 0);
      line(`bare Koa hello-world, ${load.connections} connections`, `${Math.round(helloRps)} req/s, p99 ${median(bare.map((x) => x.latency.p99))} ms`);
      line(load.label, `${Math.round(appRps)} req/s, p50 ${median(app.map((x) => x.latency.p50))} ms, p99 ${median(app.map((x) => x.latency.p99))} ms${bad ? `, ${bad} non-2xx/errors` : ''}`);
      line('  ratio to hello-world', `${(appRps / helloRps).toFixed(3)}× (${load.goal})`);
    }
  } finally {
    await stop(hello.child);
  }
}

export const benchSettings = { SECONDS, RUNS, BROWSER_ENCODINGS };
