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

  /** Both participants' views after `message` (sender and recipient as given; both views share the message's time). */
  async function writeViews(sender: UserDoc, recipient: UserDoc, message: MessageDoc): Promise<void> {
    const msg = { threadId: message.thread_id, fromUser: sender._id, listingId: message.listing_id, listingTitle: message.listing_title, text: message.message, created: message.created };
    // Different documents: on MongoDB the two writes overlap; the embedded store runs them one after the other.
    const [mine, theirs] = await Promise.all([
      col.threads.mutate(ownedKey(sender._id, message.thread_id), (cur) => nextView(cur, sender, recipient, msg)),
      col.threads.mutate(ownedKey(recipient._id, message.thread_id), (cur) => nextView(cur, recipient, sender, msg)),
    ]);
    emitChanged(app.events, 'threads', [sender._id], mine.after!);
    emitChanged(app.events, 'threads', [recipient._id], theirs.after!);
  }

  /**
   * A redelivered row whose message is stored: a delivery cut short after the message write (a
   * crash, a failed store call) may not have written the thread views yet, which a view older
   * than the message shows. Those views are written now; complete ones are left alone.
   */
  async function finishViews(sender: UserDoc, message: MessageDoc): Promise<void> {
    const views = await Promise.all([message.from_user, message.to_user].map((owner) => col.threads.get(ownedKey(owner, message.thread_id))));
    if (views.every((view) => view !== null && Date.parse(view.date_last_updated) >= Date.parse(message.created))) return;
    const recipient = await deps.users.byId(message.to_user);
    if (recipient) await writeViews(sender, recipient, message);
  }

  /** The caller must hold `deps.senderLocks` for the sender. */
  async function sendHeld(sender: UserDoc, raw: SendMessageInput, messageId: string): Promise<SendResult> {
    if (sender.status !== 'ACTIVE') throw new AppError('account_inactive');
    const existing = await col.messages.get(messageId);
    if (existing) {
      // The row was delivered before (a retried push after a lost answer): same answer, nothing new.
      if (existing.from_user !== sender._id) throw new AppError('conflict');
      await finishViews(sender, existing);
      return { thread_id: existing.thread_id, message_id: existing.id };
    }
    const input = parseInput(sendMessageInputSchema, raw);
    if (input.to === sender._id) throw new AppError('validation_failed', { messageKey: 'validation.message_to_self', fields: { to: 'validation.message_to_self' } });
    const threadId = threadIdOf(sender._id, input.to);
    // Independent reads together (one round trip on MongoDB); checked in the order the errors rank.
    const [recipient, listing, previous] = await Promise.all([
      deps.users.byId(input.to),
      deps.listings.byId(input.listing_id),
      col.threads.get(ownedKey(sender._id, threadId)),
    ]);
    if (!recipient || recipient.status !== 'ACTIVE') throw new AppError('not_found', { messageKey: 'validation.message_recipient_unavailable' });
    if (!listing || listing.status === LISTING_STATUS.disabled) throw new AppError('not_found', { messageKey: 'validation.message_listing_required' });
    if (listing.user_id !== sender._id && listing.user_id !== recipient._id) {
      throw new AppError('forbidden', { messageKey: 'validation.message_listing_unrelated' });
    }

    // Issue 7 §1.9: per account, REST and outbox alike; a redelivery (answered above) is not counted.
    await enforceRateLimit(app.rateLimiter, `messages:user:${sender._id}`, app.config.rateLimits.messages, 'validation.message_rate_limited');

    // Server time, strictly after the thread's previous message, so (created, id) keeps send order
    // even when the clock has not moved between two sends.
    const created = isoAt(Math.max(app.clock.now(), previous ? Date.parse(previous.date_last_updated) + 1 : 0));

    // The message first: once it is stored the recipient is told (its `changes` frame goes out
    // while the thread views are written, issue 11). It is also what marks the send as done; a
    // delivery cut short before the views is finished by the redelivery (finishViews).
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
    // Not written: a concurrent delivery of the same row (another instance) stored it first and writes the views itself.
    if (!stored.written) return { thread_id: threadId, message_id: messageId };
    emitChanged(app.events, 'messages', [sender._id, recipient._id], stored.after!);

    await writeViews(sender, recipient, stored.after!);
    app.events.emit('message.created', {
      messageId,
      threadId,
      fromUserId: sender._id,
      toUserId: recipient._id,
      senderName: sender.display_name || sender.first_name,
      excerpt: excerptOf(input.message),
    });
    return { thread_id: threadId, message_id: messageId };
  }

  return {
    sendHeld,
    send: (sender: UserDoc, input: SendMessageInput, messageId: string) => deps.senderLocks.run(sender._id, () => sendHeld(sender, input, messageId)),
  };
}
export type SendMessageCommand = ReturnType<typeof sendMessageCommand>;
