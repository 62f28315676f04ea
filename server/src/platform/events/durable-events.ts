/**
 * Domain events that must not be lost on a crash, delivered at least once through the store
 * (see outbox.ts). Add an entry per event type; payloads are plain JSON (they are stored).
 * Ids only, never secrets: a handler re-reads the current state by id.
 */
export interface DurableEventMap {
  /** A seeker's paid access (the period ending at `expireAt`) ended and the account went INACTIVE: notice e-mail. */
  'account.access_ended': { userId: string; expireAt: string };
  /** A rental alert (issue 10) for one user: web push to their devices, e-mail when none is reached. Texts are `rentals.alert_<alert>_*` keys. */
  'rentals.alert': { userId: string; alert: string; params: Record<string, string>; url: string; mail?: boolean };
  /** A payment Stripe confirmed was booked in the payments ledger (`entryKey`): receipt e-mail (plan activation, boost). */
  'payment.received': { userId: string; entryKey: string };
}

export type DurableEventName = keyof DurableEventMap;
