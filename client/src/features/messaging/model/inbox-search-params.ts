import * as v from 'valibot';

/**
 * /messages/ search params: the open tab and the submitted search, kept in the address so the
 * back button and a reload return to them. Anything unusable is dropped, never an error page.
 */
export const inboxSearchSchema = v.object({
  tab: v.fallback(v.optional(v.picklist(['active', 'archived'])), undefined),
  q: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))), undefined),
});
export type InboxSearch = v.InferOutput<typeof inboxSearchSchema>;

export const parseInboxSearch = (search: Record<string, unknown>): InboxSearch => v.parse(inboxSearchSchema, search);
