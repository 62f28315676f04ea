/**
 * What the demo seeders share. Its own file so the parts (listings, reviews, rentals) need not
 * import the seed entry point that imports them (that was an import cycle).
 */

/** DECISIONS #15: every demo account uses an @example.com address and this password. */
export const DEMO_PASSWORD = 'crashpad-demo';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A demo user doc that joined `days` ago (its id and every other field as of now). */
export const joinedDaysAgo = <T extends { created_at: string }>(doc: T, now: number, days: number): T => ({ ...doc, created_at: new Date(now - days * DAY_MS).toISOString() });
