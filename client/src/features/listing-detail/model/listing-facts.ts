import type { PublicListing } from '@crashpad/sync';

type PhoneFields = Pick<PublicListing, 'phone_number' | 'approval_public_phone_user' | 'approval_public_phone_tenant' | 'show_phone'>;

/**
 * spec 2 §2: the phone shows only to a logged-in viewer, and only when the owner shows it to
 * everyone (approval_public_phone_user 1) or to tenants (show_phone and approval_public_phone_tenant
 * 2). The server applies the same rule; checking here too keeps a stale answer from leaking it.
 */
export function visiblePhone(listing: PhoneFields, loggedIn: boolean): string | null {
  if (!loggedIn || !listing.phone_number) return null;
  if (listing.approval_public_phone_user === 1) return listing.phone_number;
  if (listing.show_phone && listing.approval_public_phone_tenant === 2) return listing.phone_number;
  return null;
}

/** spec 2 §2: beds available is total beds minus occupied; none means "not available". */
export function bedsAvailable(listing: Pick<PublicListing, 'num_beds' | 'num_occupied_beds'>): number | null {
  const free = listing.num_beds - listing.num_occupied_beds;
  return free > 0 ? free : null;
}

/** spec 2 §4: occupancy rate 1 means full (the "send a message to join the waiting list" notice). */
export const isFull = (listing: Pick<PublicListing, 'bed_occupancy_rate'>) => listing.bed_occupancy_rate >= 1;

/**
 * Where "Send a message" goes (spec 2 §2): the chat with the lister about this listing, or
 * /login with a ref_url back to it for visitors.
 */
export function messageHref(listing: Pick<PublicListing, 'id' | 'user_id'>, loggedIn: boolean): string {
  const chat = `/chat/user/${encodeURIComponent(listing.user_id)}/listing/${encodeURIComponent(listing.id)}`;
  return loggedIn ? chat : `/login?ref_url=${encodeURIComponent(chat)}`;
}

/** Share links for the listing page: e-mail plus the two social networks of spec 2 §2. */
export function shareLinks(url: string, title: string, emailBody: string) {
  const u = encodeURIComponent(url);
  return {
    mail: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${emailBody}\n\n${url}`)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    x: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
  };
}
