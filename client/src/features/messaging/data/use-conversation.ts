import type { Message, MessageOutboxRow, Thread } from '@crashpad/sync';
import { useMemo, useState } from 'react';
import { useLiveQuery } from '../../../db/use-live-query';
import { pageLimit } from '../model/paging';

/** One thread by id, live; `thread` is null when this device does not have it (yet) or `id` is null. */
export function useThread(id: string | null): { thread: Thread | null; loading: boolean } {
  const { docs, loading } = useLiveQuery<Thread>((db) => (id ? db.threads.findOne(id) : null), [id]);
  return { thread: docs[0] ?? null, loading: id !== null && loading };
}

/** The thread with a counterpart (a new chat continues an existing conversation). */
export function useThreadWith(userId: string): { thread: Thread | null; loading: boolean } {
  const { docs, loading } = useLiveQuery<Thread>((db) => db.threads.findOne({ selector: { user_id: userId } }), [userId]);
  return { thread: docs[0] ?? null, loading };
}

/**
 * The newest `limit` delivered messages of a thread, live, oldest first (the server's
 * `(created, id)` order). The chat asks for one more than it shows, so it knows whether older
 * ones exist without loading a long history. Null id: none.
 */
export function useThreadMessages(threadId: string | null, limit: number): { messages: Message[]; loading: boolean } {
  const { docs, loading } = useLiveQuery<Message>(
    (db) => (threadId ? db.messages.find({ selector: { thread_id: threadId }, sort: [{ created: 'desc' }, { id: 'desc' }], limit }) : null),
    [threadId, limit],
  );
  return { messages: useMemo(() => [...docs].reverse(), [docs]), loading: threadId !== null && loading };
}

/**
 * The history a chat shows: the newest pages of a thread (one message more than shown, so
 * historyPage knows whether See more applies), with the page count and the See more action.
 */
export function usePagedThreadMessages(threadId: string | null): { messages: Message[]; pages: number; seeMore: () => void } {
  const [pages, setPages] = useState(1);
  const { messages } = useThreadMessages(threadId, pageLimit(pages) + 1);
  return { messages, pages, seeMore: () => setPages((n) => n + 1) };
}

/** This user's outbox rows addressed to a counterpart, live (queued, failed and just-sent ones). */
export function useOutboxTo(counterpartId: string): { rows: MessageOutboxRow[]; loading: boolean } {
  const { docs, loading } = useLiveQuery<MessageOutboxRow>((db) => db.outbox.find({ selector: { kind: 'send_message', 'payload.to': counterpartId } }), [counterpartId]);
  return { rows: docs, loading };
}
