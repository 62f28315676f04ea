import type { Context, Next } from 'koa';
import type { RateLimitSetting } from '../platform/config.js';
import { AppError } from './app-error.js';

/**
 * Fixed-window limit per client address and route, in memory. Good for one instance; behind a
 * load balancer each instance counts on its own (the limit then scales with instances).
 */
export function rateLimit(name: string, setting: RateLimitSetting, now: () => number = Date.now) {
  const windows = new Map<string, { start: number; count: number }>();
  return async (ctx: Context, next: Next): Promise<void> => {
    const t = now();
    const key = `${name}:${ctx.ip}`;
    let w = windows.get(key);
    if (!w || t - w.start >= setting.windowMs) {
      w = { start: t, count: 0 };
      windows.set(key, w);
      if (windows.size > 10_000) for (const [k, old] of windows) if (t - old.start >= setting.windowMs) windows.delete(k);
    }
    w.count += 1;
    if (w.count > setting.max) {
      ctx.set('Retry-After', String(Math.ceil((w.start + setting.windowMs - t) / 1000)));
      throw new AppError('rate_limited');
    }
    await next();
  };
}
