import type { Message, OutboxRow, PaymentRequest, Rental, SavedListing, Thread } from '@crashpad/sync';
import type { RxCollection, RxDatabase } from 'rxdb';

/**
 * The per-user local database (ARCHITECTURE §4). Type-only import of rxdb: the library itself is
 * loaded on demand (database-runtime.ts), so nothing here pulls it into the entry chunk.
 */
export interface CrashpadCollections {
  threads: RxCollection<Thread>;
  messages: RxCollection<Message>;
  saved_listings: RxCollection<SavedListing>;
  outbox: RxCollection<OutboxRow>;
  rentals: RxCollection<Rental>;
  payment_requests: RxCollection<PaymentRequest>;
}

export type CrashpadDatabase = RxDatabase<CrashpadCollections>;
