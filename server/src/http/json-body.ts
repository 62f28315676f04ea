import type { Context, Next } from 'koa';
import { JSON_BODY_MAX_BYTES } from '@crashpad/sync';
import { AppError } from './app-error.js';
import { parseWellFormedJson } from './well-formed-text.js';

const WITHOUT_BODY = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The API takes JSON only (no urlencoded `a[$ne]=x` tricks) up to a size limit. Multipart
 * uploads are read by their own route with their own limits. An empty body reads as {}. Lone
 * surrogates in its strings read as U+FFFD (well-formed-text.ts).
 * Reads pass straight on (no async frame of their own: this layer runs on every API request).
 */
export function jsonBody(ctx: Context, next: Next): Promise<void> {
  if (WITHOUT_BODY.has(ctx.method) || ctx.is('multipart')) return next();
  return readJsonBody(ctx, next);
}

async function readJsonBody(ctx: Context, next: Next): Promise<void> {
  const length = Number(ctx.get('Content-Length') || 0);
  if (length > JSON_BODY_MAX_BYTES) throw new AppError('payload_too_large');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    size += (chunk as Buffer).length;
    if (size > JSON_BODY_MAX_BYTES) throw new AppError('payload_too_large');
    chunks.push(chunk as Buffer);
  }
  const raw = Buffer.concat(chunks).toString('utf8');
  if (raw.trim() === '') ctx.request.body = {};
  else {
    if (!ctx.is('application/json')) throw new AppError('unsupported_media_type');
    try {
      ctx.request.body = parseWellFormedJson(raw);
    } catch {
      throw new AppError('validation_failed', { messageKey: 'validation.invalid', status: 400 });
    }
  }
  return next();
}

declare module 'koa' {
  interface Request {
    body?: unknown;
  }
}
