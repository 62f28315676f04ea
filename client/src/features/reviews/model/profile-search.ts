/** `/user/{id}?listing=<id>`: the listing the visitor came from (for the back link and the review). */
export interface ProfileSearch {
  listing?: string;
}

const ID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

/** Keeps only a well-formed listing id; anything else is dropped rather than linked. */
export function parseProfileSearch(raw: Record<string, unknown>): ProfileSearch {
  return typeof raw.listing === 'string' && ID.test(raw.listing) ? { listing: raw.listing } : {};
}
