import type { Checkpoint, SyncCollectionName } from '@crashpad/sync';
/**
 * Domain events: services emit after a write; listeners (mail, push, realtime hints) react.
 * Handlers run after the emitting request's write and never fail it; `idle()` lets tests and
 * graceful shutdown wait for everything in flight.
 */
export interface DomainEventMap {
  'account.created': { userId: string };
  'email.verification_requested': { userId: string; email: string; token: string };
  'password.reset_requested': { userId: string; token: string };
  /**
   * Someone asked for a reset link / a new verification link for an address. Emitted before any
   * lookup, so the answer goes out first and known addresses take no longer (DECISIONS #7).
   */
  'password.reset_asked': { email: string };
  'email.resend_asked': { email: string };
  'password.changed': { userId: string };
  /** A session was ended (logout); its realtime sockets close. */
  'session.revoked': { userId: string; sessionId: string };
  'account.deactivation_requested': { userId: string; code: string };
  'account.deactivated': { userId: string };
  'admin.switch': { adminId: string; userId: string; direction: 'in' | 'out' };
  'contact.message_received': { messageId: string };
  /**
   * A replicated document visible to `userId` was written at `checkpoint` (after the write is
   * stored). The realtime hub turns it into a ws hint; the client then pulls. `document` is the
   * stored document itself, so the hub can send its wire form ahead of the hint (a `changes`
   * frame) when the user's scope shows it.
   */
  'sync.changed': { collection: SyncCollectionName; userId: string; checkpoint: Checkpoint; document?: StoredDocument };
  /** A chat message was delivered (web push to the recipient unless they are reading the thread). */
  'message.created': { messageId: string; threadId: string; fromUserId: string; toUserId: string; senderName: string; excerpt: string };
  /** A listing was edited, changed status or was deleted (saved listings refresh their snapshots). */
  'listing.changed': { listingId: string };
}

/** A replicated document as the store holds it (the sync module turns it into its wire form). */
export type StoredDocument = Record<string, unknown> & { id: string; serverSeq: number };

type Handler<K extends keyof DomainEventMap> = (payload: DomainEventMap[K]) => Promise<void> | void;

export class DomainEvents {
  private readonly handlers = new Map<keyof DomainEventMap, Handler<never>[]>();
  private readonly inFlight = new Set<Promise<void>>();

  on<K extends keyof DomainEventMap>(event: K, handler: Handler<K>): void {
    const list = this.handlers.get(event) ?? [];
    list.push(handler as Handler<never>);
    this.handlers.set(event, list);
  }

  emit<K extends keyof DomainEventMap>(event: K, payload: DomainEventMap[K]): void {
    for (const handler of this.handlers.get(event) ?? []) {
      const run = Promise.resolve()
        .then(() => (handler as Handler<K>)(payload))
        .catch((err) => console.error(`[events] ${String(event)} handler failed`, err))
        .finally(() => this.inFlight.delete(run));
      this.inFlight.add(run);
    }
  }

  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all(this.inFlight);
  }
}
