import { oneOf, readSearchFields } from '../../../lib/navigation/search-fields';

/** Longest search kept in the address (characters as JavaScript counts them, after trimming). */
export const INBOX_QUERY_MAX = 200;

/**
 * /messages/ search params: the open tab and the submitted search, kept in the address so the
 * back button and a reload return to them. Anything unusable is dropped, never an error page.
 */
export interface InboxSearch {
  tab?: 'active' | 'archived' | undefined;
  q?: string | undefined;
}

/** A string, trimmed, at most INBOX_QUERY_MAX long; else undefined. */
function inboxQuery(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const query = value.trim();
  return query.length <= INBOX_QUERY_MAX ? query : undefined;
}

// Checked without valibot: `validateSearch` runs on the first load (lib/navigation/search-fields.ts).
export const parseInboxSearch = (search: Record<string, unknown>): InboxSearch =>
  readSearchFields<Required<InboxSearch>>(search, { tab: oneOf(['active', 'archived'] as const), q: inboxQuery });
