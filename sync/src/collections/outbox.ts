import * as v from 'valibot';
import { ErrorCode } from '../errors.js';
import { docIdSchema, replicatedFields, withDeleted } from './replicated-fields.js';
import { MESSAGE_MAX } from './messages.js';
import { inviteTenantPayloadSchema, rentalRefPayloadSchema, updateInvitePayloadSchema } from '../api/rentals.js';

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

/** What the server answers for each kind once carried out (stored on the row as `result`). */
export const sendMessageResultSchema = v.strictObject({ thread_id: docIdSchema, message_id: docIdSchema });
export const inviteTenantResultSchema = v.strictObject({ rental_id: docIdSchema, booking_reference: v.string() });

/**
 * The kinds of outbox rows. Each is owned by one server module, which registers the handler that
 * carries it out (messages: `send_message`; rentals: `invite_tenant`, `update_invite`,
 * `cancel_invite`, `resend_invite`). A kind's payload and result schemas live here so client and
 * server agree on them. The invitation kinds all answer the rental and its booking reference.
 */
export const OUTBOX_KINDS = ['send_message', 'invite_tenant', 'update_invite', 'cancel_invite', 'resend_invite'] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

const sendMessageRowEntries = {
  ...commandEntries,
  kind: v.literal('send_message'),
  payload: sendMessagePayloadSchema,
  result: v.nullable(sendMessageResultSchema),
};
const inviteTenantRowEntries = {
  ...commandEntries,
  kind: v.literal('invite_tenant'),
  payload: inviteTenantPayloadSchema,
  result: v.nullable(inviteTenantResultSchema),
};
const updateInviteRowEntries = {
  ...commandEntries,
  kind: v.literal('update_invite'),
  payload: updateInvitePayloadSchema,
  result: v.nullable(inviteTenantResultSchema),
};
const cancelInviteRowEntries = {
  ...commandEntries,
  kind: v.literal('cancel_invite'),
  payload: rentalRefPayloadSchema,
  result: v.nullable(inviteTenantResultSchema),
};
const resendInviteRowEntries = {
  ...commandEntries,
  kind: v.literal('resend_invite'),
  payload: rentalRefPayloadSchema,
  result: v.nullable(inviteTenantResultSchema),
};

/**
 * Things that must happen on the server, written locally first (ARCHITECTURE §4 Outbox). The
 * client inserts a row with state `queued`; replication delivers it; the server carries it out
 * exactly once (the row id is the idempotency key) through the handler its kind's module
 * registered, stores `sent` with `result` or `failed` with `error`, and that answer replicates
 * back. A client may re-queue a `failed` row (retry) or tombstone a `queued`/`failed` one
 * (discard). Rows are per user and never visible to others.
 *
 * `outboxSchema` is the stored shape RxDB's JSON schema is derived from (payload and result of
 * any kind); the wire schema checks that payload and result match the row's kind.
 */
export const outboxEntries = {
  ...commandEntries,
  kind: v.picklist(OUTBOX_KINDS),
  payload: v.union([sendMessagePayloadSchema, inviteTenantPayloadSchema, updateInvitePayloadSchema, rentalRefPayloadSchema]),
  result: v.nullable(v.union([sendMessageResultSchema, inviteTenantResultSchema])),
};
export const outboxSchema = v.strictObject(outboxEntries);
/** A row as typed code sees it: payload and result narrowed by `kind`. */
export const outboxRowSchema = v.variant('kind', [
  v.strictObject(sendMessageRowEntries),
  v.strictObject(inviteTenantRowEntries),
  v.strictObject(updateInviteRowEntries),
  v.strictObject(cancelInviteRowEntries),
  v.strictObject(resendInviteRowEntries),
]);
export type OutboxRow = v.InferOutput<typeof outboxRowSchema>;
export type OutboxRowOf<K extends OutboxKind> = Extract<OutboxRow, { kind: K }>;
export const outboxWireSchema = v.variant('kind', [
  withDeleted(sendMessageRowEntries),
  withDeleted(inviteTenantRowEntries),
  withDeleted(updateInviteRowEntries),
  withDeleted(cancelInviteRowEntries),
  withDeleted(resendInviteRowEntries),
]);
export type OutboxWire = v.InferOutput<typeof outboxWireSchema>;
export type MessageOutboxRow = OutboxRowOf<'send_message'>;
export type InviteOutboxRow = OutboxRowOf<'invite_tenant'>;
/** The rows of a lister's invitation commands written on the device (new, edit, cancel, resend). */
export const INVITE_OUTBOX_KINDS = ['invite_tenant', 'update_invite', 'cancel_invite', 'resend_invite'] as const satisfies readonly OutboxKind[];
export type InviteCommandOutboxRow = OutboxRowOf<(typeof INVITE_OUTBOX_KINDS)[number]>;

/**
 * A chat message's outbox row as a client queues it (ARCHITECTURE §4 Outbox): `id` is random and
 * is the idempotency key (the message gets the same id), `created_at` the client's time.
 */
export function queuedMessageRow(id: string, payload: SendMessagePayload, createdAt: string): MessageOutboxRow {
  return { id, serverSeq: 0, updated_at: '', created_at: createdAt, state: 'queued', error: null, kind: 'send_message', payload, result: null };
}
