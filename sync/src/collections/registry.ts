import type * as v from 'valibot';
import type { SyncCollectionName } from './names.js';
import { messageSchema, messageWireSchema } from './messages.js';
import { outboxSchema, outboxWireSchema } from './outbox.js';
import { paymentRequestSchema, paymentRequestWireSchema } from './payment-requests.js';
import { rentalSchema, rentalWireSchema } from './rentals.js';
import { savedListingSchema, savedListingWireSchema } from './saved-listings.js';
import { threadSchema, threadWireSchema } from './threads.js';

/**
 * What a client may do to a collection's documents through push (CONVENTIONS "Access rules per
 * replicated collection live in one place"). The server enforces it together with the
 * per-document checks of its service (ownership, allowed transitions); REST calls on the same
 * data go through the same services.
 */
interface ClientWriteRules {
  /** Clients may create documents. */
  insert: boolean;
  /** Clients may tombstone documents. */
  delete: boolean;
  /** Fields a client may change on an existing document; everything else is server-owned. */
  fields: readonly string[];
}

interface SyncCollectionDefinition {
  name: SyncCollectionName;
  /** The stored document (RxDB schema is derived from it; `_deleted` is RxDB's own). */
  schema: v.GenericSchema;
  /** The document on the wire (pull answers, push rows): stored fields plus `_deleted`. */
  wireSchema: v.GenericSchema;
  /** Which documents a user sees, in words; the server's query scope implements it. */
  visibleTo: string;
  write: ClientWriteRules;
  /** RxDB schema version of the client collection; bump with a migration strategy on change. */
  schemaVersion: number;
}

export const SYNC_COLLECTIONS: Record<SyncCollectionName, SyncCollectionDefinition> = {
  threads: {
    name: 'threads',
    schema: threadSchema,
    wireSchema: threadWireSchema,
    visibleTo: 'the participant the thread view belongs to',
    write: { insert: false, delete: false, fields: ['thread_is_read', 'archived'] },
    schemaVersion: 0,
  },
  messages: {
    name: 'messages',
    schema: messageSchema,
    wireSchema: messageWireSchema,
    visibleTo: 'both participants of the thread',
    write: { insert: false, delete: false, fields: [] },
    schemaVersion: 0,
  },
  saved_listings: {
    name: 'saved_listings',
    schema: savedListingSchema,
    wireSchema: savedListingWireSchema,
    visibleTo: 'the user who saved the listing',
    write: { insert: true, delete: true, fields: [] },
    // 1: the snapshot gained the listing page's fields (optional, so stored documents carry over).
    schemaVersion: 1,
  },
  outbox: {
    name: 'outbox',
    schema: outboxSchema,
    wireSchema: outboxWireSchema,
    visibleTo: 'the user who queued the row',
    write: { insert: true, delete: true, fields: ['state'] },
    // 1: the generic outbox (kind `invite_tenant` joined `send_message`); old rows stay valid.
    // 2: kinds `update_invite`, `cancel_invite`, `resend_invite` (edits of invitations offline); old rows stay valid.
    schemaVersion: 2,
  },
  rentals: {
    name: 'rentals',
    schema: rentalSchema,
    wireSchema: rentalWireSchema,
    visibleTo: 'the lister of the rental and its tenant (their account, once the invitation is accepted or addressed to it)',
    // Pull-only: invitations arrive as outbox rows, every other change is a REST command.
    write: { insert: false, delete: false, fields: [] },
    schemaVersion: 0,
  },
  payment_requests: {
    name: 'payment_requests',
    schema: paymentRequestSchema,
    wireSchema: paymentRequestWireSchema,
    visibleTo: 'the lister who sent the request and the tenant it is addressed to',
    write: { insert: false, delete: false, fields: [] },
    schemaVersion: 0,
  },
};
