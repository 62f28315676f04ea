import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../build/precompress-assets.js';
import { logIn, signUp } from '../test-support/accounts-factory.js';
import { startTestServer, type TestServer } from '../test-support/test-server.js';
import { COMPRESS_MIN_BYTES } from './compress-answers.js';

/*
 * Issue 11: built files go out as their build-time brotli/gzip copies, /api answers above a size
 * threshold are compressed per request; both chosen by Accept-Encoding, with `Vary`, and every
 * encoding decodes to exactly the bytes the uncompressed answer has.
 */

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET (or HEAD) through node:http, which never decodes: the bytes as sent. */
function rawRequest(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((done, fail) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.end();
  });
}

const decode = (r: Raw): Buffer => {
  const coding = r.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(r.body);
  if (coding === 'gzip') return gunzipSync(r.body);
  if (coding === undefined) return r.body;
  throw new Error(`unexpected Content-Encoding ${String(coding)}`);
};
const varies = (r: Raw) => String(r.headers.vary ?? '').toLowerCase().split(/\s*,\s*/);

/** A built client in miniature: shell, service worker, a hashed bundle, a tiny asset and an image. */
const BUNDLE = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i} ünïcödé \u2028`))};\n`;
const SHELL = `<!doctype html><html><head><title>Crashpad</title>${'<link rel="modulepreload" href="/assets/x.js">'.repeat(30)}</head><body></body></html>`;
const SW = `self.__WB_MANIFEST = ${JSON.stringify(Array.from({ length: 60 }, (_, i) => ({ url: `assets/chunk-${i}.js`, revision: null })))};`;
const TINY = 'export const a = 1;\n';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

let dist: string;
let server: TestServer;
const bundle = () => `${server.url}/assets/index-AbC123.js`;
const catalogue = () => `${server.url}/api/airports?scope=all`;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'crashpad-dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'icons'));
  writeFileSync(join(dist, 'index.html'), SHELL);
  writeFileSync(join(dist, 'sw.js'), SW);
  writeFileSync(join(dist, 'assets', 'index-AbC123.js'), BUNDLE);
  writeFileSync(join(dist, 'assets', 'tiny-XyZ789.js'), TINY);
  writeFileSync(join(dist, 'icons', 'icon-192.png'), PNG);
  precompressDirectory(dist);
  // As in production: no Stripe emulator, whose development Stripe.js stand-in rewrites HTML pages.
  server = await startTestServer({ clientDist: dist, stripe: { secretKey: null, publishableKey: null, webhookSecret: null, emulatorUrl: null, emulatorEnabled: false } });
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('precompressing the built client', () => {
  it('writes .br and .gz beside text files only, and never compresses a compressed copy again', () => {
    precompressDirectory(dist); // a second build step over the same folder
    const files = [...readdirSync(dist, { recursive: true })].map(String).sort();
    expect(files).toContain('assets/index-AbC123.js.br');
    expect(files).toContain('assets/index-AbC123.js.gz');
    expect(files).toContain('index.html.br');
    expect(files).toContain('sw.js.gz');
    expect(files.filter((f) => /\.(br|gz)\.(br|gz)$/.test(f))).toEqual([]);
    expect(files.filter((f) => f.startsWith('icons/') && /\.(br|gz)$/.test(f))).toEqual([]);
    expect(files).not.toContain('assets/tiny-XyZ789.js.br'); // too small to gain anything
    expect(brotliDecompressSync(readFileSync(join(dist, 'assets', 'index-AbC123.js.br'))).toString()).toBe(BUNDLE);
    expect(gunzipSync(readFileSync(join(dist, 'assets', 'index-AbC123.js.gz'))).toString()).toBe(BUNDLE);
  });
});

describe('serving the built client', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
  ])('Accept-Encoding %s gets %s with Vary, immutable caching and the decoded bytes of the file', async (accept, coding) => {
    const r = await rawRequest(bundle(), { 'Accept-Encoding': accept });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe(coding);
    expect(r.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(varies(r)).toContain('accept-encoding');
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(r.headers['content-length'])).toBe(r.body.length);
    expect(r.body.length).toBeLessThan(Buffer.byteLength(BUNDLE) / 2);
    expect(decode(r).toString()).toBe(BUNDLE);
  });

  it('sends the file itself to a client that accepts no compression, still with Vary', async () => {
    for (const headers of <Record<string, string>[]>[{}, { 'Accept-Encoding': 'identity' }, { 'Accept-Encoding': 'br;q=0, gzip;q=0' }]) {
      const r = await rawRequest(bundle(), headers);
      expect(r.headers['content-encoding']).toBeUndefined();
      expect(varies(r)).toContain('accept-encoding');
      expect(r.body.toString()).toBe(BUNDLE);
    }
  });

  it('compresses the shell (also as the SPA fallback) and the service worker, revalidated rather than immutable', async () => {
    for (const [path, text] of [['/', SHELL], ['/search/airports/den', SHELL], ['/sw.js', SW]] as const) {
      const r = await rawRequest(`${server.url}${path}`, { 'Accept-Encoding': 'gzip, br' });
      expect(r.headers['content-encoding']).toBe('br');
      expect(r.headers['cache-control']).toBe('no-cache');
      expect(varies(r)).toContain('accept-encoding');
      expect(decode(r).toString()).toBe(text);
    }
  });

  it('leaves tiny files and images alone: no encoding, no Vary', async () => {
    for (const [path, bytes] of [['/assets/tiny-XyZ789.js', Buffer.from(TINY)], ['/icons/icon-192.png', PNG]] as const) {
      const r = await rawRequest(`${server.url}${path}`, { 'Accept-Encoding': 'gzip, br' });
      expect(r.status).toBe(200);
      expect(r.headers['content-encoding']).toBeUndefined();
      expect(r.headers.vary ?? '').not.toMatch(/accept-encoding/i);
      expect(r.body.equals(bytes)).toBe(true);
    }
  });

  it('answers HEAD with the headers and length of the variant it would send', async () => {
    const get = await rawRequest(bundle(), { 'Accept-Encoding': 'gzip' });
    const head = await rawRequest(bundle(), { 'Accept-Encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.headers['content-length']).toBe(String(get.body.length));
    expect(head.body.length).toBe(0);
  });

  it('never sends a copy older than its file (left over from another build)', async () => {
    const file = join(dist, 'assets', 'index-AbC123.js');
    const later = new Date(Date.now() + 60_000);
    utimesSync(file, later, later);
    try {
      const r = await rawRequest(bundle(), { 'Accept-Encoding': 'gzip, br' });
      expect(r.headers['content-encoding']).toBeUndefined();
      expect(r.body.toString()).toBe(BUNDLE);
    } finally {
      precompressDirectory(dist);
    }
  });
});

describe('compressing /api answers', () => {
  it.each([
    ['br', 'br'],
    ['gzip, deflate', 'gzip'],
  ])('a large answer asked with %s comes as %s, once, decoding to the uncompressed JSON', async (accept, coding) => {
    const plain = await rawRequest(catalogue());
    expect(plain.status).toBe(200);
    expect(plain.body.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const packed = await rawRequest(catalogue(), { 'Accept-Encoding': accept });
    expect(packed.headers['content-encoding']).toBe(coding);
    expect(packed.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(packed.headers['content-length'])).toBe(packed.body.length);
    expect(packed.body.length).toBeLessThan(plain.body.length / 2);
    // Decoding once gives the JSON itself: compressed exactly once.
    expect(decode(packed).equals(plain.body)).toBe(true);
    expect(() => JSON.parse(decode(packed).toString())).not.toThrow();
    for (const r of [plain, packed]) expect(varies(r)).toContain('accept-encoding');
  });

  it('leaves small answers untouched, a signed-in user\'s (which keep Vary: Authorization and no-store) as anyone\'s', async () => {
    const user = await signUp(server);
    const { token } = await logIn(server, user.email, user.password);
    const plain = await rawRequest(`${server.url}/api/user`, { Authorization: `Bearer ${token}` });
    const asked = await rawRequest(`${server.url}/api/user`, { Authorization: `Bearer ${token}`, 'Accept-Encoding': 'gzip, br' });
    expect(plain.status).toBe(200);
    expect(plain.body.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(asked.headers['content-encoding']).toBeUndefined();
    expect(varies(asked)).toContain('authorization');
    expect(varies(asked)).not.toContain('accept-encoding');
    expect(asked.headers['cache-control']).toBe('no-store');
    expect(asked.body.equals(plain.body)).toBe(true);
  });

  it('leaves small public answers untouched', async () => {
    const r = await rawRequest(`${server.url}/api/health`, { 'Accept-Encoding': 'gzip, br' });
    expect(r.status).toBe(200);
    expect(r.body.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.headers.vary ?? '').not.toMatch(/accept-encoding/i);
    expect(() => JSON.parse(r.body.toString())).not.toThrow();
  });

  it('does not compress HEAD answers', async () => {
    const r = await rawRequest(catalogue(), { 'Accept-Encoding': 'gzip, br' }, 'HEAD');
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.body.length).toBe(0);
  });

  it('still reads compressed answers through fetch, which decodes them', async () => {
    const plain = await rawRequest(catalogue());
    const res = await fetch(catalogue(), { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(await res.json()).toEqual(JSON.parse(plain.body.toString()));
  });
});
