/**
 * Exponential backoff with jitter for reconnects and replication retries: many phones coming
 * back online at once (a plane landing) must not hit the server in lockstep.
 */
export interface BackoffOptions {
  baseMs: number;
  maxMs: number;
  /** Source of randomness in [0, 1) (tests pass a fixed one). */
  random?: () => number;
}

/** Delay before retry number `attempt` (0 = first retry): base·2^attempt, capped, ±20 % jitter. */
export function backoffDelay(attempt: number, { baseMs, maxMs, random = Math.random }: BackoffOptions): number {
  const raw = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt));
  const jitter = 0.8 + random() * 0.4;
  return Math.round(Math.min(maxMs, raw * jitter));
}
