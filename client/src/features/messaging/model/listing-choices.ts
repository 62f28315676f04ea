/** A listing the chat form can be about. */
export interface ListingChoice {
  id: string;
  title: string;
}

/**
 * The listing selector's options (spec 3 §2 Chat): the listings this conversation has been about,
 * most relevant first (the caller passes the thread's current listing or the new-chat listing
 * first, then messages newest first), each once. An empty title keeps its place so a listing
 * known only by id (offline new chat) is still selectable under `fallbackTitle`.
 */
export function listingChoices(sources: readonly { listing_id: string; listing_title: string }[], fallbackTitle: string): ListingChoice[] {
  const seen = new Map<string, ListingChoice>();
  for (const source of sources) {
    if (!source.listing_id) continue;
    const known = seen.get(source.listing_id);
    if (!known) seen.set(source.listing_id, { id: source.listing_id, title: source.listing_title.trim() });
    else if (!known.title && source.listing_title.trim()) known.title = source.listing_title.trim();
  }
  return [...seen.values()].map((c) => ({ ...c, title: c.title || fallbackTitle }));
}
