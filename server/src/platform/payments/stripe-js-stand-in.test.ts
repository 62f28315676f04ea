import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { STRIPE_JS_STAND_IN_PATH } from './stripe-js-stand-in.js';

const clientDist = mkdtempSync(join(tmpdir(), 'crashpad-client-'));
const shell = `<!doctype html><html><head><meta charset="utf-8"><script type="module" src="/assets/app.js"></script></head><body>${'<p>crew</p>'.repeat(200)}</body></html>`;
writeFileSync(join(clientDist, 'index.html'), shell);
// The build writes brotli and gzip copies of the shell beside it (npm run build's precompress step).
writeFileSync(join(clientDist, 'index.html.br'), brotliCompressSync(shell));
writeFileSync(join(clientDist, 'index.html.gz'), gzipSync(shell));

let dev: TestServer;
let prod: TestServer;
beforeAll(async () => {
  dev = await startTestServer({ clientDist });
  prod = await startTestServer({ clientDist, env: 'production' });
});
afterAll(async () => {
  await dev.close();
  await prod.close();
});

describe('the Stripe.js stand-in in development', () => {
  it('is injected as the first script of every HTML page, before the app module', async () => {
    for (const path of ['/', '/processing/payment']) {
      const html = await (await fetch(`${dev.url}${path}`)).text();
      expect(html.indexOf(`<script src="${STRIPE_JS_STAND_IN_PATH}" data-stripe-stand-in></script>`)).toBeGreaterThan(0);
      expect(html.indexOf(STRIPE_JS_STAND_IN_PATH)).toBeLessThan(html.indexOf('/assets/app.js'));
    }
  });

  it('is injected into the precompressed shell too: the page arrives as readable HTML, not as mangled brotli', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await fetch(`${dev.url}/`, { headers: { 'Accept-Encoding': encoding } });
      const html = await res.text();
      expect(html.startsWith('<!doctype html>'), encoding).toBe(true);
      expect(html, encoding).toContain('data-stripe-stand-in');
      expect(html.endsWith('</body></html>'), encoding).toBe(true);
    }
  });

  it('is served from the app origin and defines window.Stripe with the release train loadStripe expects', async () => {
    const res = await fetch(`${dev.url}${STRIPE_JS_STAND_IN_PATH}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('javascript');
    const source = await res.text();
    expect(source).toContain('window.Stripe = createStripe');
    expect(source).toContain("createStripe.version = 'endive'");
  });

  it('the CSP lets the browser reach the emulator (API calls, 3-D Secure frame)', async () => {
    const csp = (await fetch(`${dev.url}/`)).headers.get('content-security-policy') ?? '';
    const origin = new URL(dev.stripe.url).origin;
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${origin.replace(/[.:/]/g, '\\$&')}`));
    expect(csp).toMatch(new RegExp(`frame-src [^;]*${origin.replace(/[.:/]/g, '\\$&')}`));
  });

  it('is never injected, served or allowed in production', async () => {
    const res = await fetch(`${prod.url}/`);
    const html = await res.text();
    expect(html).not.toContain('stripe-js-stand-in');
    expect(res.headers.get('content-security-policy')).not.toContain(new URL(prod.stripe.url).origin);
    expect((await fetch(`${prod.url}${STRIPE_JS_STAND_IN_PATH}`)).status).toBe(404);
    const config = await prod.api<{ stripe: { api_base?: string } }>('GET', '/config');
    expect(config.body.stripe.api_base).toBeUndefined();
  });
});
