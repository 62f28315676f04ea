import * as v from 'valibot';
import { ErrorCode } from '../errors.js';
import { docIdSchema, replicatedFields, withDeleted } from './replicated-fields.js';
import { MESSAGE_MAX } from './messages.js';

/**
 * Payload of a queued chat message (spec 3 §3 "New message payload"). Validated again by the
 * server on delivery with the same rules as `POST /api/messages`.
 */
export const sendMessagePayloadSchema = v.strictObject({
  to: docIdSchema,
  message: v.pipe(v.string(), v.maxLength(MESSAGE_MAX)),
  listing_id: docIdSchema,
});
export type SendMessagePayload = v.InferOutput<typeof sendMessagePayloadSchema>;

/** `queued` until the server has handled the row, then `sent` or `failed` (with the reason). */
const OUTBOX_STATES = ['queued', 'sent', 'failed'] as const;

const commandEntries = {
  ...replicatedFields,
  /** Client time the user acted (display only; the server never orders by it). */
  created_at: v.pipe(v.string(), v.maxLength(40)),
  state: v.picklist(OUTBOX_STATES),
  error: v.nullable(v.strictObject({ code: v.picklist(Object.values(ErrorCode)), message: v.string() })),
};

/**
 * Things that must happen on the server, written locally first (ARCHITECTURE §4 Outbox). The
 * client inserts a row with state `queued`; replication delivers it; the server carries it out
 * exactly once (the row id is the idempotency key), stores `sent` with `result` or `failed` with
 * `error`, and that answer replicates back. A client may re-queue a `failed` row (retry) or
 * tombstone a `queued`/`failed` one (discard). Rows are per user and never visible to others.
 * `invite_tenant` joins with rentals.
 */
export const outboxEntries = {
  ...commandEntries,
  kind: v.literal('send_message'),
  payload: sendMessagePayloadSchema,
  result: v.nullable(v.strictObject({ thread_id: docIdSchema, message_id: docIdSchema })),
};
export const outboxSchema = v.strictObject(outboxEntries);
export type OutboxRow = v.InferOutput<typeof outboxSchema>;
export const outboxWireSchema = withDeleted(outboxEntries);
export type OutboxWire = v.InferOutput<typeof outboxWireSchema>;
