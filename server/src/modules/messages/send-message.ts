import { LISTING_STATUS, THREAD_EXCERPT_MAX, roleOfPlan, sendMessageInputSchema, type SendMessageInput } from '@crashpad/sync';
import { AppError } from '../../http/app-error.js';
import { enforceRateLimit } from '../../http/rate-limit.js';
import { parseInput } from '../../http/validate.js';
import type { UserDoc } from '../accounts/user-doc.js';
import { emitChanged } from '../sync/sync-adapter.js';
import type { Draft } from '../sync/replicated-collection.js';
import { isoAt, type MessagesDeps } from './messages-deps.js';
import { ownedKey, type MessageDoc, type ThreadDoc } from './messaging-collections.js';
import { threadIdOf } from './thread-id.js';

export interface SendResult {
  thread_id: string;
  message_id: string;
}

/** The thread card's excerpt, cut without splitting a surrogate pair. */
function excerptOf(text: string): string {
  if (text.length <= THREAD_EXCERPT_MAX) return text;
  const cut = text.slice(0, THREAD_EXCERPT_MAX);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** A participant's view after a new message: counterpart snapshot refreshed, un-archived, read for the sender only. */
function nextView(
  current: ThreadDoc | null,
  owner: UserDoc,
  counterpart: UserDoc,
  msg: { threadId: string; fromUser: string; listingId: string; listingTitle: string; text: string; created: string },
): Draft<ThreadDoc> {
  return {
    id: msg.threadId,
    owner_id: owner._id,
    _deleted: false,
    user_id: counterpart._id,
    first_name: counterpart.first_name,
    last_name: counterpart.last_name,
    display_name: counterpart.display_name,
    photo: counterpart.photo,
    counterpart_is_seeker: roleOfPlan(counterpart.user_plan) === 'seeker',
    is_invited: current?.is_invited ?? false,
    listing_id: msg.listingId,
    listing_title: msg.listingTitle,
    message: excerptOf(msg.text),
    from_user: msg.fromUser,
    date_last_updated: msg.created,
    message_count: (current?.message_count ?? 0) + 1,
    thread_is_read: owner._id === msg.fromUser,
    archived: false,
  };
}

/**
 * Sends a chat message (spec 3 §5 "Chat send", §6): the one command behind `POST /messages` and
 * outbox rows of kind `send_message`. `messageId` makes it idempotent: sending the same id again
 * answers the first result and writes nothing.
 */
export function sendMessageCommand(deps: MessagesDeps) {
  const { col, app } = deps;

  /** The caller must hold `deps.senderLocks` for the sender. */
  async function sendHeld(sender: UserDoc, raw: SendMessageInput, messageId: string): Promise<SendResult> {
    if (sender.status !== 'ACTIVE') throw new AppError('account_inactive');
    const existing = await col.messages.get(messageId);
    if (existing) {
      // The row was delivered before (a retried push after a lost answer): same answer, nothing new.
      if (existing.from_user === sender._id) return { thread_id: existing.thread_id, message_id: existing.id };
      throw new AppError('conflict');
    }
    const input = parseInput(sendMessageInputSchema, raw);
    if (input.to === sender._id) throw new AppError('validation_failed', { messageKey: 'validation.message_to_self', fields: { to: 'validation.message_to_self' } });
    const recipient = await deps.users.byId(input.to);
    if (!recipient || recipient.status !== 'ACTIVE') throw new AppError('not_found', { messageKey: 'validation.message_recipient_unavailable' });
    const listing = await deps.listings.byId(input.listing_id);
    if (!listing || listing.status === LISTING_STATUS.disabled) throw new AppError('not_found', { messageKey: 'validation.message_listing_required' });
    if (listing.user_id !== sender._id && listing.user_id !== recipient._id) {
      throw new AppError('forbidden', { messageKey: 'validation.message_listing_unrelated' });
    }

    // Issue 7 §1.9: per account, REST and outbox alike; a redelivery (answered above) is not counted.
    await enforceRateLimit(app.rateLimiter, `messages:user:${sender._id}`, app.config.rateLimits.messages, 'validation.message_rate_limited');

    const threadId = threadIdOf(sender._id, recipient._id);
    const senderKey = ownedKey(sender._id, threadId);
    const recipientKey = ownedKey(recipient._id, threadId);
    // Server time, strictly after the thread's previous message, so (created, id) keeps send order
    // even when the clock has not moved between two sends.
    const previous = await col.threads.get(senderKey);
    const created = isoAt(Math.max(app.clock.now(), previous ? Date.parse(previous.date_last_updated) + 1 : 0));
    const msg = { threadId, fromUser: sender._id, listingId: listing._id, listingTitle: listing.title, text: input.message, created };

    // Thread views first, the message last: the stored message is what marks the send as done.
    const mine = await col.threads.mutate(senderKey, (cur) => nextView(cur, sender, recipient, msg));
    const theirs = await col.threads.mutate(recipientKey, (cur) => nextView(cur, recipient, sender, msg));
    let takenByOther = false;
    const stored = await col.messages.mutate(messageId, (cur) => {
      takenByOther = cur !== null && cur.from_user !== sender._id;
      if (cur) return null;
      const draft: Draft<MessageDoc> = {
        id: messageId,
        _deleted: false,
        participants: [sender._id, recipient._id],
        thread_id: threadId,
        from_user: sender._id,
        to_user: recipient._id,
        listing_id: listing._id,
        listing_title: listing.title,
        message: input.message,
        created,
      };
      return draft;
    });
    if (takenByOther) throw new AppError('conflict');

    emitChanged(app.events, 'threads', [sender._id], mine.after!);
    emitChanged(app.events, 'threads', [recipient._id], theirs.after!);
    if (stored.written) {
      emitChanged(app.events, 'messages', [sender._id, recipient._id], stored.after!);
      app.events.emit('message.created', {
        messageId,
        threadId,
        fromUserId: sender._id,
        toUserId: recipient._id,
        senderName: sender.display_name || sender.first_name,
        excerpt: excerptOf(input.message),
      });
    }
    return { thread_id: threadId, message_id: messageId };
  }

  return {
    sendHeld,
    send: (sender: UserDoc, input: SendMessageInput, messageId: string) => deps.senderLocks.run(sender._id, () => sendHeld(sender, input, messageId)),
  };
}
export type SendMessageCommand = ReturnType<typeof sendMessageCommand>;
