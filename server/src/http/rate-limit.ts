import type { Context, Next } from 'koa';
import type { RateLimitSetting } from '../platform/config.js';
import { memoryRateLimiter, type RateLimiter } from '../platform/rate-limit/rate-limiter.js';
import { AppError } from './app-error.js';

/**
 * Counts one hit on `key` and throws `rate_limited` (429, with Retry-After) once it is over the
 * limit. `messageKey` gives the answer a more specific text than "too many attempts".
 */
export async function enforceRateLimit(
  limiter: RateLimiter,
  key: string,
  setting: RateLimitSetting,
  messageKey?: string,
): Promise<void> {
  const verdict = await limiter.hit(key, setting);
  if (verdict.allowed) return;
  throw new AppError('rate_limited', { retryAfterSeconds: Math.max(1, Math.ceil(verdict.retryAfterMs / 1000)), ...(messageKey ? { messageKey } : {}) });
}

/** The key of a limit per client address (behind TRUST_PROXY=1, from X-Forwarded-For). */
export const clientKey = (name: string, ctx: Context): string => `${name}:ip:${ctx.ip}`;

/**
 * Middleware: a fixed-window limit per client address and route name. Pass the app's shared
 * limiter (AppContext.rateLimiter); a clock alone gets a private in-memory one.
 */
export function rateLimit(name: string, setting: RateLimitSetting, limiter: RateLimiter | (() => number) = Date.now) {
  const counter = typeof limiter === 'function' ? memoryRateLimiter(limiter) : limiter;
  return async (ctx: Context, next: Next): Promise<void> => {
    await enforceRateLimit(counter, clientKey(name, ctx), setting);
    await next();
  };
}
