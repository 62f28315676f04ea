import * as v from 'valibot';
import { docIdSchema, replicatedFields, withDeleted } from './replicated-fields.js';

/** Longest message text (spec 3 leaves it open; long enough for a lease question, short enough for push excerpts). */
export const MESSAGE_MAX = 5000;

/**
 * A chat message (spec 3 §3 "Thread detail" messages). Pull-only for clients: a message is
 * created by delivering an outbox row of kind `send_message`, and its `id` is that outbox row's
 * id, so a retried delivery can never create it twice. Visible to both participants.
 */
export const messageEntries = {
  ...replicatedFields,
  thread_id: docIdSchema,
  from_user: docIdSchema,
  to_user: docIdSchema,
  listing_id: docIdSchema,
  listing_title: v.string(),
  message: v.pipe(v.string(), v.maxLength(MESSAGE_MAX)),
  /** Server time of delivery (ISO); messages are shown in `(created, id)` order. */
  created: v.string(),
};
export const messageSchema = v.strictObject(messageEntries);
export type Message = v.InferOutput<typeof messageSchema>;
export const messageWireSchema = withDeleted(messageEntries);
export type MessageWire = v.InferOutput<typeof messageWireSchema>;
