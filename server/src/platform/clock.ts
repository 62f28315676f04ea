/** Server time comes from here so tests can move it (spec: never trust a client's clock). */
export interface Clock {
  now(): number;
}
export const systemClock: Clock = { now: () => Date.now() };

/** A clock tests can set and advance. */
export class ManualClock implements Clock {
  constructor(private t = Date.now()) {}
  now(): number {
    return this.t;
  }
  advance(ms: number): void {
    this.t += ms;
  }
}

/** A clock that can be moved forward: tests, and journeys in development (never production). */
export interface AdjustableClock extends Clock {
  advance(ms: number): void;
}

export function isAdjustable(clock: Clock): clock is AdjustableClock {
  return typeof (clock as Partial<AdjustableClock>).advance === 'function';
}

/**
 * System time plus an offset that only grows. main.ts uses it outside production so an
 * end-to-end journey can let a seeker's six months pass (POST /api/dev/clock); production runs
 * on systemClock, which cannot be moved.
 */
export class OffsetClock implements AdjustableClock {
  private offset = 0;
  now(): number {
    return Date.now() + this.offset;
  }
  advance(ms: number): void {
    if (!Number.isSafeInteger(ms) || ms <= 0) throw new RangeError('advance needs a positive whole number of ms');
    this.offset += ms;
  }
}

/** An instant as the ISO-8601 UTC text every stored `*_at` field holds. */
export const isoAt = (ms: number): string => new Date(ms).toISOString();

/** Now on the app's clock as stored text; every module's deps carry the app context. */
export const isoNow = (deps: { app: { clock: Clock } }): string => isoAt(deps.app.clock.now());
