import { hasVisibleText, MESSAGE_MAX, sendMessagePayloadSchema, type SendMessagePayload } from '@crashpad/sync';
import * as v from 'valibot';

/** The chat form as typed. */
export interface ChatSendInput {
  listingId: string;
  message: string;
  /** The counterpart's user id (from the thread or the new-chat address). */
  to: string;
}

export type ChatSendField = 'listing_id' | 'message' | 'to';

export type ChatSendResult = { ok: true; payload: SendMessagePayload } | { ok: false; field: ChatSendField; messageKey: string };

/**
 * i18n keys of the chat-send messages (spec 3 §5), in the order they are checked. The first three
 * are the server's own texts (sync/src/i18n), so the form and a refused delivery say the same.
 */
export const CHAT_SEND_KEYS = {
  listing_id: 'validation.message_listing_required',
  message: 'validation.message_text_required',
  to: 'validation.message_user_required',
  too_long: 'messaging.validation.message_too_long',
} as const;

/**
 * spec 3 §5 "Chat send", one message at a time in the spec's order: a listing must be selected,
 * then the message must have text, then the counterpart's id must be known. Finally the payload
 * must pass the same schema the server checks on delivery (ids, length), so a queued message is
 * never one the server will refuse for its shape.
 */
export function validateChatSend(input: ChatSendInput): ChatSendResult {
  const listingId = input.listingId.trim();
  const message = input.message.trim();
  const to = input.to.trim();
  if (!listingId) return { ok: false, field: 'listing_id', messageKey: CHAT_SEND_KEYS.listing_id };
  // The server's rule: zero-width, format and blank characters alone are no text.
  if (!hasVisibleText(message)) return { ok: false, field: 'message', messageKey: CHAT_SEND_KEYS.message };
  if (!to) return { ok: false, field: 'to', messageKey: CHAT_SEND_KEYS.to };
  if (message.length > MESSAGE_MAX) return { ok: false, field: 'message', messageKey: CHAT_SEND_KEYS.too_long };
  const parsed = v.safeParse(sendMessagePayloadSchema, { to, message, listing_id: listingId });
  if (!parsed.success) {
    const key = parsed.issues[0]?.path?.[0]?.key;
    return key === 'listing_id'
      ? { ok: false, field: 'listing_id', messageKey: CHAT_SEND_KEYS.listing_id }
      : { ok: false, field: 'to', messageKey: CHAT_SEND_KEYS.to };
  }
  return { ok: true, payload: parsed.output };
}
