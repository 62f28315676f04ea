import * as v from 'valibot';
import { docIdSchema, replicatedFields, withDeleted } from './replicated-fields.js';

/** Longest excerpt of the last message a thread card carries. */
export const THREAD_EXCERPT_MAX = 200;

/**
 * One user's view of a conversation with one other user (spec 3 §3 "Message thread"): each
 * participant has their own document with the same `id`, because read and archived states are
 * per user. The counterpart fields are a snapshot refreshed by the server. The thread's listing is
 * the listing of its latest message. A new message moves an archived thread back to the active
 * inbox.
 */
export const threadEntries = {
  ...replicatedFields,
  /** The counterpart's user id and public profile snapshot. */
  user_id: docIdSchema,
  first_name: v.string(),
  last_name: v.string(),
  display_name: v.string(),
  photo: v.nullable(v.string()),
  /** The counterpart has a seeker plan: chat and inbox offer Invite (spec 3 §2). */
  counterpart_is_seeker: v.boolean(),
  /** A rental invitation to this counterpart is pending (rentals fill it later). */
  is_invited: v.boolean(),
  listing_id: docIdSchema,
  listing_title: v.string(),
  /** Excerpt of the latest message and who wrote it. */
  message: v.pipe(v.string(), v.maxLength(THREAD_EXCERPT_MAX)),
  from_user: docIdSchema,
  date_last_updated: v.string(),
  message_count: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Client-writable, false → true only (opening the thread). */
  thread_is_read: v.boolean(),
  /** Client-writable, false → true only (archive; spec 3 §4: archived threads cannot be archived again). */
  archived: v.boolean(),
};
export const threadSchema = v.strictObject(threadEntries);
export type Thread = v.InferOutput<typeof threadSchema>;
export const threadWireSchema = withDeleted(threadEntries);
export type ThreadWire = v.InferOutput<typeof threadWireSchema>;
