import type { RateLimitSetting } from '../config.js';

export interface RateLimitVerdict {
  allowed: boolean;
  /** How long until the key's window resets (0 when allowed). */
  retryAfterMs: number;
}

/**
 * Counts hits per key in fixed windows and says whether a hit is still within the limit. Keys
 * name what is limited and for whom (`signup:ip:1.2.3.4`, `mail:addr:x@y`, `messages:user:…`).
 * The in-memory implementation below holds for one instance; a store-backed one (several
 * instances behind a load balancer) implements the same interface and is passed to buildApp.
 */
export interface RateLimiter {
  hit(key: string, setting: RateLimitSetting): Promise<RateLimitVerdict>;
}

/** Windows kept before stale ones are swept, so a flood of keys cannot grow memory without bound. */
const SWEEP_AT = 10_000;

export function memoryRateLimiter(now: () => number): RateLimiter {
  const windows = new Map<string, { start: number; count: number; windowMs: number }>();
  return {
    async hit(key, setting) {
      const t = now();
      let w = windows.get(key);
      if (!w || t - w.start >= setting.windowMs) {
        w = { start: t, count: 0, windowMs: setting.windowMs };
        windows.set(key, w);
        if (windows.size > SWEEP_AT) for (const [k, old] of windows) if (t - old.start >= old.windowMs) windows.delete(k);
      }
      w.count += 1;
      if (w.count <= setting.max) return { allowed: true, retryAfterMs: 0 };
      return { allowed: false, retryAfterMs: w.start + setting.windowMs - t };
    },
  };
}
