import { messageWireSchema, type Message, type MessageOutboxRow, type Thread } from '@crashpad/sync';
import { useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import * as v from 'valibot';
import { useDatabase } from '../../../db/database-context';
import { changesOf, mergeIntoNewest, readNewestFirst, type WindowChange } from '../../../db/newest-first';
import { subscribeActiveChanges } from '../../../db/active-realtime';
import type { RealtimeChange } from '../../../db/realtime-client';
import { useLiveQuery } from '../../../db/use-live-query';
import { pageLimit } from '../model/paging';
import { unpulledSends } from '../model/timeline';

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

/** The messages index (client/src/db/collection-schemas.ts) the newest page is read from. */
const THREAD_TIME_INDEX = ['thread_id', 'created', 'id'] as const;
/** The index fields after the thread: the order of a thread's messages. */
const NEWEST_ORDER = THREAD_TIME_INDEX.slice(1);

/**
 * The newest `limit` delivered messages of a thread, live, oldest first (the server's
 * `(created, id)` order). The chat asks for one more than it shows, so it knows whether older
 * ones exist without loading a long history. Read newest first straight from the
 * `(thread_id, created, id)` index (db/newest-first.ts: RxDB itself would read and sort the whole
 * thread for a descending query); each write batch that touches the thread is merged into it.
 * A message the socket announces (`changes` frame) is shown at once, rendered synchronously
 * before replication has written it (frameArrivals). Null id: none.
 */
export function useThreadMessages(threadId: string | null, limit: number): { messages: Message[]; loading: boolean } {
  const db = useDatabase();
  const [result, setResult] = useState<{ key: string; messages: Message[] } | null>(null);
  const key = `${threadId}\u0000${limit}`;

  useEffect(() => {
    if (!db || !threadId) return;
    let latest = 0;
    let closed = false;
    // The window as last read or merged, newest first; null while a read is under way.
    let shown: Message[] | null = null;
    const show = (newestFirst: Message[]) => {
      shown = newestFirst;
      setResult({ key, messages: [...newestFirst].reverse() });
    };
    const read = () => {
      const ticket = ++latest;
      shown = null;
      readNewestFirst<Message>(db.messages as never, THREAD_TIME_INDEX, [threadId], limit)
        .then((newestFirst) => {
          // A slower earlier read never overwrites a newer one.
          if (!closed && ticket === latest) show(newestFirst);
        })
        .catch((error: unknown) => console.error('reading the thread failed', error));
    };
    // A write batch is merged into the window in memory (a message arrives without another index
    // read); only a full window that lost a message, or a change during a read, reads again.
    const subscription = changesOf<Message>(db.messages as never, (doc) => doc.thread_id === threadId).subscribe((changes) => {
      const merged = shown === null ? null : mergeIntoNewest(shown, changes, limit, NEWEST_ORDER);
      if (merged) show(merged);
      else read();
    });
    const stopFrames = subscribeActiveChanges((change) => {
      const arrivals = shown === null ? [] : frameArrivals(change, threadId, shown);
      const merged = arrivals.length === 0 ? null : mergeIntoNewest(shown!, arrivals, limit, NEWEST_ORDER);
      // Rendered within the socket's message event, before replication starts writing the same
      // documents: a scheduled render would wait behind that write's storage work (issue 11).
      if (merged) flushSync(() => show(merged));
    });
    read();
    return () => {
      closed = true;
      subscription.unsubscribe();
      stopFrames();
    };
  }, [db, threadId, limit, key]);

  const current = threadId !== null && result?.key === key;
  return { messages: current ? result.messages : EMPTY, loading: threadId !== null && !current };
}

const EMPTY: Message[] = [];

/**
 * The new messages of `threadId` in a `changes` frame that the window does not hold yet, each
 * valid on the wire (else none: the pull after the frame's hint brings them). Only additions:
 * a change or removal of a shown message waits for replication's write, so a late frame can
 * never put an older version over a newer one. The write that follows merges the same document
 * again (same id, same content).
 */
export function frameArrivals(change: RealtimeChange, threadId: string, shown: readonly Message[]): WindowChange<Message>[] {
  if (change.collection !== 'messages') return [];
  const arrivals: WindowChange<Message>[] = [];
  for (const document of change.documents) {
    const parsed = v.safeParse(messageWireSchema, document);
    if (!parsed.success) return [];
    const { _deleted: deleted, ...message } = parsed.output;
    if (deleted || message.thread_id !== threadId || shown.some((m) => m.id === message.id)) continue;
    arrivals.push({ doc: message as Message, gone: false });
  }
  return arrivals;
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

/**
 * Of the outbox rows to a counterpart (useOutboxTo), those a chat shows as entries of their own
 * (model/timeline.ts unpulledSends): sent rows whose message is already on this device are left
 * out, looked up by id (not a scan of the thread) and live, so a message that replication writes
 * later hides its row as well.
 */
export function useUnpulledSends(rows: readonly MessageOutboxRow[], counterpartId: string): MessageOutboxRow[] {
  const db = useDatabase();
  const sentIds = useMemo(() => rows.filter((row) => row.state === 'sent').map((row) => row.id), [rows]);
  const key = `${counterpartId}\u0000${sentIds.join('\u0000')}`;
  const [pulled, setPulled] = useState<{ counterpartId: string; ids: ReadonlySet<string> } | null>(null);

  useEffect(() => {
    if (!db) return;
    if (sentIds.length === 0) {
      setPulled({ counterpartId, ids: new Set() });
      return;
    }
    const subscription = db.messages.findByIds(sentIds).$.subscribe((found) => setPulled({ counterpartId, ids: new Set(found.keys()) }));
    return () => subscription.unsubscribe();
    // `key` names the ids the lookup reads.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [db, key]);

  // Until the lookup for this counterpart has answered once, sent rows stay hidden; afterwards a
  // newly sent row shows from the last answer's point of view (not found) until the next one.
  return useMemo(() => unpulledSends(rows, pulled?.counterpartId === counterpartId ? pulled.ids : null), [rows, pulled, counterpartId]);
}
