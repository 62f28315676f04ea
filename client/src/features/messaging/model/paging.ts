/** spec 3 §9: messages are paged by 25 (inbox threads, archive and thread history alike). */
export const MESSAGES_PAGE_SIZE = 25;
/** spec 3 §2, §9: the inbox offers See more once 6 or more threads are shown. */
export const INBOX_SEE_MORE_MIN = 6;
/** spec 3 §2, §9: a thread's history offers See more once it has 3 or more messages. */
export const HISTORY_SEE_MORE_MIN = 3;

/**
 * What the bottom of a paged list shows: a See more button (`more`), the "no more messages" note
 * once everything is shown (`exhausted`), or nothing while the list is shorter than the threshold.
 */
export type SeeMoreState = 'more' | 'exhausted' | 'hidden';

export function seeMoreState(shown: number, total: number, threshold: number): SeeMoreState {
  if (shown < threshold) return 'hidden';
  return shown < total ? 'more' : 'exhausted';
}

/** How many items `pages` pages hold (at least one page). */
export function pageLimit(pages: number, pageSize = MESSAGES_PAGE_SIZE): number {
  return Math.max(1, Math.floor(pages)) * pageSize;
}
