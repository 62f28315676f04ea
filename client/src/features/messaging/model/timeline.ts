import type { Message, MessageOutboxRow } from '@crashpad/sync';
import { HISTORY_SEE_MORE_MIN, MESSAGES_PAGE_SIZE, pageLimit, seeMoreState, type SeeMoreState } from './paging';

/** A delivered message, or a send that has not come back as a message yet. */
export type TimelineEntry =
  | { kind: 'message'; id: string; message: Message }
  /**
   * An outbox row of this conversation: `queued` (waiting for the network), `failed` (with the
   * server's reason) or `sent` (delivered; its message has not been pulled yet).
   */
  | { kind: 'outbox'; id: string; row: MessageOutboxRow };

const compareMessages = (a: Message, b: Message) => (a.created !== b.created ? (a.created < b.created ? -1 : 1) : a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const compareRows = (a: MessageOutboxRow, b: MessageOutboxRow) =>
  a.created_at !== b.created_at ? (a.created_at < b.created_at ? -1 : 1) : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/**
 * One ordered timeline of a conversation (ARCHITECTURE §4 Outbox): the delivered messages in the
 * server's `(created, id)` order, then the user's own sends to this counterpart that have no
 * message yet, in the order they were written. A message's id is the id of the outbox row that
 * created it, so once the message is pulled it replaces its row and nothing shows twice.
 */
export function buildTimeline(input: { messages: readonly Message[]; outbox: readonly MessageOutboxRow[]; counterpartId: string }): TimelineEntry[] {
  const delivered = [...input.messages].sort(compareMessages);
  const ids = new Set(delivered.map((m) => m.id));
  const pending = input.outbox.filter((row) => row.kind === 'send_message' && row.payload.to === input.counterpartId && !ids.has(row.id)).sort(compareRows);
  return [
    ...delivered.map((message): TimelineEntry => ({ kind: 'message', id: message.id, message })),
    ...pending.map((row): TimelineEntry => ({ kind: 'outbox', id: row.id, row })),
  ];
}

/**
 * The outbox rows a chat shows as entries of their own: queued and failed ones, and sent ones
 * whose message this device does not hold yet (`pulled`: ids of sent rows whose message is in the
 * local database, anywhere in the thread, as last read; null before the first read). Every message
 * a user ever sent is a sent outbox row, replicated to each of their devices, and buildTimeline
 * hides a row only behind a message of the window it is given (the newest page or pages): without
 * this, the rows of the older messages showed at the end of a long chat as if just sent, and
 * pushed its newest messages off the page. While `pulled` is null no sent row shows (on opening a
 * chat they are nearly all history); a row that became sent after the last read shows until its
 * message arrives, and the window then hides it.
 */
export function unpulledSends(rows: readonly MessageOutboxRow[], pulled: ReadonlySet<string> | null): MessageOutboxRow[] {
  return rows.filter((row) => row.state !== 'sent' || (pulled !== null && !pulled.has(row.id)));
}

export interface HistoryPage {
  /** The latest entries, oldest first (how a chat reads). */
  items: TimelineEntry[];
  /** Older entries are hidden behind See more. */
  seeMore: SeeMoreState;
}

/** The latest `pages` pages of 25 entries; See more when 3 or more exist and older ones are hidden (spec 3 §2, §9). */
export function historyPage(entries: readonly TimelineEntry[], pages: number, pageSize = MESSAGES_PAGE_SIZE): HistoryPage {
  const limit = pageLimit(pages, pageSize);
  const items = entries.slice(Math.max(0, entries.length - limit));
  // The spec counts the messages that exist, not the ones shown (a short last page still counts).
  if (entries.length < HISTORY_SEE_MORE_MIN) return { items, seeMore: 'hidden' };
  return { items, seeMore: seeMoreState(items.length, entries.length, 0) };
}
