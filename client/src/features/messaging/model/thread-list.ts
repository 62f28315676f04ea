import type { Thread } from '@crashpad/sync';
import { INBOX_SEE_MORE_MIN, MESSAGES_PAGE_SIZE, pageLimit, seeMoreState, type SeeMoreState } from './paging';

/** The counterpart's name as cards and the chat header show it. */
export function counterpartName(thread: Pick<Thread, 'display_name' | 'first_name' | 'last_name'>): string {
  return thread.display_name.trim() || `${thread.first_name} ${thread.last_name}`.trim();
}

const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** Search terms of the inbox box: folded (case and accents), split on spaces, empty terms dropped. */
export function searchTerms(query: string): string[] {
  return fold(query).split(/\s+/).filter(Boolean);
}

/**
 * spec 3 §2 "search by name or keyword": a thread matches when every term occurs in the
 * counterpart's names, the listing title or the latest message.
 */
export function matchesThread(thread: Thread, terms: readonly string[]): boolean {
  if (terms.length === 0) return true;
  const haystack = fold([thread.display_name, thread.first_name, thread.last_name, thread.listing_title, thread.message].join(' \u0000 '));
  return terms.every((term) => haystack.includes(term));
}

/** Newest conversation first; ties by id so the order never jumps between renders. */
export function compareThreads(a: Thread, b: Thread): number {
  if (a.date_last_updated !== b.date_last_updated) return a.date_last_updated < b.date_last_updated ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

export interface InboxPage {
  items: Thread[];
  /** Threads shown now ("current" in the header). */
  shown: number;
  /** Threads of the tab that match the search ("total" in the header). */
  total: number;
  seeMore: SeeMoreState;
}

/**
 * One tab of the inbox as the page shows it: the tab's threads (active or archived), filtered by
 * the submitted search, newest first, cut to `pages` pages of 25 (spec 3 §2, §9).
 */
export function inboxPage(threads: readonly Thread[], options: { archived: boolean; query: string; pages: number }): InboxPage {
  const terms = searchTerms(options.query);
  const matching = threads.filter((t) => t.archived === options.archived && matchesThread(t, terms)).sort(compareThreads);
  const items = matching.slice(0, pageLimit(options.pages, MESSAGES_PAGE_SIZE));
  return { items, shown: items.length, total: matching.length, seeMore: seeMoreState(items.length, matching.length, INBOX_SEE_MORE_MIN) };
}
