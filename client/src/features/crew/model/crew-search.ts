/** My Crew's address: `invite=1` opens the invite modal, `email` and `listing` prefill it. */
export interface CrewSearch {
  invite?: true;
  email?: string;
  listing?: string;
}

const text = (value: unknown, max: number): string | undefined => (typeof value === 'string' && value.length > 0 && value.length <= max ? value : undefined);

export function parseCrewSearch(search: Record<string, unknown>): CrewSearch {
  const out: CrewSearch = {};
  if (search.invite !== undefined && search.invite !== false && search.invite !== '0') out.invite = true;
  const email = text(search.email, 320);
  const listing = text(search.listing, 64);
  if (email) out.email = email;
  if (listing && /^[0-9A-Za-z_-]+$/.test(listing)) out.listing = listing;
  return out;
}
