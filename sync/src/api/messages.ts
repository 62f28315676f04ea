import * as v from 'valibot';
import { MESSAGE_MAX } from '../collections/messages.js';
import { threadSchema } from '../collections/threads.js';
import { hasVisibleText } from '../text/visible-text.js';

/** Spec 3 §9: messages page size 25 (offset by pages); the archive uses the same limit. */
export const MESSAGES_PAGE_SIZE = 25;
/** Largest page a client may ask for. */
const MESSAGES_PAGE_MAX = 100;
/** Longest inbox search (by name or keyword). */
const MESSAGES_FILTER_MAX = 100;

const wireId = (message: string) =>
  v.pipe(
    v.string(message),
    v.check((s) => s.trim() !== '', message),
    v.maxLength(64, 'validation.invalid'),
    v.regex(/^[0-9A-Za-z_-]+$/, 'validation.invalid'),
  );

/**
 * POST /messages (spec 3 §3 "New message payload", §5 "Chat send"). Entries are in the order the
 * chat form checks them: a listing must be selected, then the text, then the recipient.
 * The outbox payload (`sendMessagePayloadSchema`) is checked again with these rules on delivery.
 */
export const sendMessageInputSchema = v.strictObject({
  listing_id: wireId('validation.message_listing_required'),
  message: v.pipe(
    v.string('validation.message_text_required'),
    // Zero-width, format and blank characters alone are no text (issue 7 §1.9).
    v.check(hasVisibleText, 'validation.message_text_required'),
    v.maxLength(MESSAGE_MAX, 'validation.too_long'),
  ),
  to: wireId('validation.message_user_required'),
});
export type SendMessageInput = v.InferOutput<typeof sendMessageInputSchema>;

const digits = (max: number) =>
  v.pipe(v.string('validation.invalid'), v.regex(/^\d{1,6}$/, 'validation.invalid'), v.transform(Number), v.maxValue(max, 'validation.invalid'));
const pageEntries = {
  offset: v.optional(digits(1_000_000), '0'),
  limit: v.optional(v.pipe(digits(MESSAGES_PAGE_MAX), v.minValue(1, 'validation.invalid')), String(MESSAGES_PAGE_SIZE)),
};

/** GET /messages?archived=true&offset&limit&filter: the inbox (active by default) or the archive. */
export const threadListQuerySchema = v.strictObject({
  archived: v.optional(v.pipe(v.picklist(['true', 'false'], 'validation.invalid'), v.transform((s) => s === 'true')), 'false'),
  ...pageEntries,
  /** Matches the counterpart's names or the thread's listing title and last message (case-insensitive). */
  filter: v.optional(v.pipe(v.string('validation.invalid'), v.trim(), v.maxLength(MESSAGES_FILTER_MAX, 'validation.too_long')), ''),
});
export type ThreadListQuery = v.InferOutput<typeof threadListQuerySchema>;

/** Answer of GET /messages: one page of thread views, newest first, and how many match in total. */
const threadListOutputSchema = v.object({ data: v.array(threadSchema), total: v.number() });
export type ThreadListOutput = v.InferOutput<typeof threadListOutputSchema>;

/** GET /messages/{id}?offset&limit: one page of the thread's messages, newest first. */
export const threadDetailQuerySchema = v.strictObject(pageEntries);
export type ThreadDetailQuery = v.InferOutput<typeof threadDetailQuerySchema>;

const threadDetailMessageSchema = v.object({
  id: v.string(),
  from_user: v.string(),
  message: v.string(),
  created: v.string(),
  listing_id: v.string(),
  listing_title: v.string(),
});

/** A listing the chat's listing selector offers: the two participants' active listings. */
const threadListingItemSchema = v.object({ id: v.string(), title: v.string(), thumbnail: v.nullable(v.string()), user_id: v.string() });

/**
 * Spec 3 §3 "Thread detail". `to_user*` describe the counterpart; their e-mail is never shown and
 * their phone only when they show it to every member. `is_active` says whether the counterpart
 * can still receive messages.
 */
const threadDetailSchema = v.object({
  id: v.string(),
  messages: v.array(threadDetailMessageSchema),
  total_messages: v.number(),
  to_user: v.string(),
  to_user_id: v.string(),
  to_user_first_name: v.string(),
  to_user_last_name: v.string(),
  to_user_email: v.nullable(v.string()),
  to_user_phone_number: v.nullable(v.string()),
  to_user_airlines: v.nullable(v.string()),
  to_user_photo: v.nullable(v.string()),
  from_user_photo: v.nullable(v.string()),
  counterpart_is_seeker: v.boolean(),
  is_active: v.boolean(),
  is_invited: v.boolean(),
  thread_is_read: v.boolean(),
  archived: v.boolean(),
  items: v.array(threadListingItemSchema),
  listing_id: v.string(),
});
export type ThreadDetail = v.InferOutput<typeof threadDetailSchema>;
