import type { Context, Middleware, Next } from 'koa';
import { applyCachePolicy } from './cache-policy.js';
import { compressAnswer } from './compress-answers.js';
import { answerError, failUnanswered } from './error-handler.js';
import { setRequestLocale } from './locale.js';

/**
 * What every request goes through around the routes, in one Koa layer: the request language,
 * then the layers inside; a failure becomes the error answer; then the answer is compressed,
 * its cache policy set and the security headers added. Each Koa layer costs a promise, a closure
 * and a microtask hop on every request, and these five steps ran as five layers: a small
 * authenticated read like GET /api/user paid for them on every call. The order is the one the
 * layers had (outermost last): security headers ← cache policy ← compression ← error answer ←
 * language. A step that throws after the answer is made (none should) goes to Koa's own error
 * answer, which clears every header, as it did when each step was a layer of its own.
 */
export function answerEnvelope(applySecurityHeaders: (ctx: Context) => void): Middleware {
  return async (ctx: Context, next: Next): Promise<void> => {
    setRequestLocale(ctx);
    try {
      await next();
      failUnanswered(ctx);
    } catch (err) {
      answerError(ctx, err);
    }
    compressAnswer(ctx);
    applyCachePolicy(ctx);
    applySecurityHeaders(ctx);
  };
}
