import type { Rental } from '@crashpad/sync';

/** My Crew's filters (spec 3 §2): keyword, status (accepted or pending only) and location (all or one listing). */
export interface CrewFilter {
  keyword: string;
  status: '' | 'accepted' | 'pending';
  /** A listing id, or '' for All Locations. */
  location: string;
}

export type CrewTab = 'active' | 'history';

/** Active & Pending Rentals holds what is still running; History what ended, was completed or deleted. */
export function tabOf(rental: Rental): CrewTab {
  return rental.status === 'accepted' || rental.status === 'pending' ? 'active' : 'history';
}

/** Case- and accent-insensitive text for matching (full-width letters fold to ASCII through NFKC). */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u200b-\u200d\u2060\ufeff]/g, '')
    .toLowerCase();
}

/** Whether a rental matches the keyword: tenant name, e-mail, phone, listing, room, bed or booking reference. */
export function matchesKeyword(rental: Rental, keyword: string): boolean {
  const wanted = foldText(keyword.trim());
  if (!wanted) return true;
  const haystack = [
    rental.tenant_first_name,
    rental.tenant_last_name,
    `${rental.tenant_first_name} ${rental.tenant_last_name}`,
    rental.tenant_email,
    rental.tenant_phone_number ?? '',
    rental.location,
    rental.room_name,
    rental.bed_name,
    rental.booking_reference,
  ];
  return haystack.some((text) => foldText(text).includes(wanted));
}

/** The rentals one tab shows under the filters, newest start first. */
export function filterCrew(rentals: readonly Rental[], tab: CrewTab, filter: CrewFilter): Rental[] {
  return rentals
    .filter((r) => tabOf(r) === tab)
    .filter((r) => (filter.status ? r.status === filter.status : true))
    .filter((r) => (filter.location ? r.listing_id === filter.location : true))
    .filter((r) => matchesKeyword(r, filter.keyword))
    .sort((a, b) => (a.start_date === b.start_date ? b.id.localeCompare(a.id) : b.start_date.localeCompare(a.start_date)));
}

/** The listings the location filter offers, from the lister's own rentals (works offline). */
export function locationsOf(rentals: readonly Rental[]): { id: string; title: string }[] {
  const byId = new Map<string, string>();
  for (const r of rentals) if (!byId.has(r.listing_id)) byId.set(r.listing_id, r.location);
  return [...byId].map(([id, title]) => ({ id, title })).sort((a, b) => a.title.localeCompare(b.title));
}
