import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Context, Next } from 'koa';

/** Where the app serves the development Stripe.js stand-in (same origin, so the CSP's 'self' covers it). */
export const STRIPE_JS_STAND_IN_PATH = '/__dev/stripe-js-stand-in.js';

/** server/dev/stripe-emulator/stripe-js-stand-in.js, from src (tests) or dist (built server) alike. */
const standInFile = fileURLToPath(new URL('../../../dev/stripe-emulator/stripe-js-stand-in.js', import.meta.url));

async function readStream(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * Development with the Stripe emulator only (app.ts never installs it in production): serves the
 * Stripe.js stand-in and puts a classic `<script>` for it at the top of every HTML page, so
 * `window.Stripe` exists before the app's modules run and `loadStripe` uses it instead of
 * fetching https://js.stripe.com. The stand-in reads the emulator URL from GET /api/config.
 */
export function stripeJsStandIn() {
  const tag = `<script src="${STRIPE_JS_STAND_IN_PATH}" data-stripe-stand-in></script>`;
  return async (ctx: Context, next: Next): Promise<void> => {
    if (ctx.method === 'GET' && ctx.path === STRIPE_JS_STAND_IN_PATH) {
      ctx.type = 'text/javascript; charset=utf-8';
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = await readFile(standInFile, 'utf8');
      return;
    }
    await next();
    if (ctx.method !== 'GET' || ctx.path.startsWith('/api') || !ctx.response.is('html') || !ctx.body) return;
    const body: unknown = ctx.body;
    const raw = typeof body === 'string' ? Buffer.from(body) : Buffer.isBuffer(body) ? body : await readStream(body as NodeJS.ReadableStream);
    // The shell may come as its build-time brotli/gzip copy: decode it before adding the tag, and
    // send the page as plain text (development only).
    const coding = ctx.response.get('Content-Encoding');
    const html = (coding === 'br' ? brotliDecompressSync(raw) : coding === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
    if (coding) ctx.remove('Content-Encoding');
    if (html.includes('data-stripe-stand-in')) {
      ctx.body = html;
      return;
    }
    ctx.body = /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (m) => `${m}${tag}`) : `${tag}${html}`;
  };
}
