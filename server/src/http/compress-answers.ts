import type { Context } from 'koa';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chooseCoding, type Coding } from './accept-encoding.js';

/** Smaller answers fit in a packet or two anyway: compressing them only costs CPU. */
export const COMPRESS_MIN_BYTES = 1024;
/** Types worth compressing (JSON answers, feeds, text); images and files never pass here. */
const COMPRESSIBLE = /^(?:application\/(?:[\w.+-]*\+)?(?:json|xml)|text\/)/i;

/**
 * Fast settings, chosen per request: brotli at quality 4 is about as quick as gzip's default and
 * still smaller, which matters more than the last percent on a phone's link.
 */
const compressors: Record<Coding, (data: Buffer) => Buffer> = {
  br: (data) => brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: data.length, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }),
  gzip: (data) => gzipSync(data, { level: 5 }),
};

/**
 * One JSON answer served many times (a cached search page): its bytes and the encoded copies made
 * of them so far, so it is serialised once and compressed once per coding, not per request.
 */
export interface ReusedAnswer {
  readonly json: Buffer;
  readonly encoded: Partial<Record<Coding, Buffer>>;
}

export function reusedAnswer(value: unknown): ReusedAnswer {
  return { json: Buffer.from(JSON.stringify(value)), encoded: {} };
}

/** What Koa makes of `ctx.type = 'application/json'`, without its MIME lookup on every answer. */
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** Answers with a reused JSON answer; compressAnswer below compresses it as usual, keeping the copy. */
export function sendReusedAnswer(ctx: Context, answer: ReusedAnswer): void {
  ctx.set('Content-Type', JSON_CONTENT_TYPE);
  ctx.body = answer.json;
  ctx.state.reusedAnswer = answer;
}

/**
 * The answer as sent when it is a finished value (JSON, text, buffer): a string or the bytes, and
 * its size in bytes; null for streams and empties. An object is serialised here, once.
 */
function finishedBody(ctx: Context): { body: string | Buffer; size: number } | null {
  const body: unknown = ctx.body;
  if (body === null || body === undefined) return null;
  if (Buffer.isBuffer(body)) return { body, size: body.length };
  if (typeof body === 'string') return { body, size: Buffer.byteLength(body) };
  // Streams go out as they come (a compressed stream would buffer them); Koa writes objects as JSON.
  if (typeof (body as { pipe?: unknown }).pipe === 'function') return null;
  if (body instanceof ReadableStream || body instanceof Blob || body instanceof Response) return null;
  if (typeof body === 'object') {
    const json = JSON.stringify(body);
    return { body: json, size: Buffer.byteLength(json) };
  }
  return null;
}

/**
 * Compresses /api answers of COMPRESS_MIN_BYTES and more with brotli or gzip, whichever the
 * client accepts (RFC 9110 §12.5.3). The answer envelope (answer-envelope.ts) runs this after
 * everything else has set the body, error answers included. Left alone: streams, HEAD, 204/304,
 * answers that already carry a Content-Encoding or ask for `no-transform`, and anything outside
 * /api (built files come precompressed, uploaded files are images). Request bodies (the Stripe webhook's raw body) are never touched.
 */
export function compressAnswer(ctx: Context): void {
  if (!(ctx.path === '/api' || ctx.path.startsWith('/api/')) || ctx.method === 'HEAD') return;
  if (ctx.status === 204 || ctx.status === 304 || ctx.response.get('Content-Encoding')) return;
  if (!COMPRESSIBLE.test(ctx.response.get('Content-Type'))) return;
  if (/no-transform/i.test(ctx.response.get('Cache-Control'))) return;
  const finished = finishedBody(ctx);
  if (!finished) return;
  // Serialised here: Koa sends that text instead of serialising the object a second time (a
  // string also goes out in one write with the headers).
  if (ctx.body !== finished.body) ctx.body = finished.body;
  if (finished.size < COMPRESS_MIN_BYTES) return;
  // The answer now depends on Accept-Encoding, whether this client gets it compressed or not.
  ctx.vary('Accept-Encoding');
  const coding = chooseCoding(ctx.get('Accept-Encoding'));
  if (!coding) return;
  const bytes = Buffer.isBuffer(finished.body) ? finished.body : Buffer.from(finished.body);
  // The Content-Type stays: Koa only types a Buffer body when none is set.
  const reused = ctx.state.reusedAnswer as ReusedAnswer | undefined;
  ctx.body = reused?.json === bytes ? (reused.encoded[coding] ??= compressors[coding](bytes)) : compressors[coding](bytes);
  ctx.set('Content-Encoding', coding);
}
