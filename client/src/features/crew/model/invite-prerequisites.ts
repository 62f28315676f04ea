import type { UnrentedOutput } from '@crashpad/sync';

export type InviteBlocker = 'rooms_and_beds' | 'active_listing' | 'payment_method' | 'tenant_limit';

/**
 * What stops a lister from inviting at all (spec 3 §4 "Invite prerequisites", issue 10 plan
 * tenant limits), first one only: rooms and beds, an active listing, a payment method, then
 * room under the plan's tenant limit.
 */
export function inviteBlocker(prerequisites: UnrentedOutput['prerequisites']): InviteBlocker | null {
  if (!prerequisites.has_rooms_and_beds) return 'rooms_and_beds';
  if (!prerequisites.has_active_listing) return 'active_listing';
  if (!prerequisites.has_payment_method) return 'payment_method';
  if (prerequisites.tenant_limit !== null && prerequisites.tenants >= prerequisites.tenant_limit) return 'tenant_limit';
  return null;
}

/** Where each blocker is fixed. */
export const BLOCKER_LINKS: Record<InviteBlocker, string> = {
  rooms_and_beds: '/my-crashpads',
  active_listing: '/my-crashpads',
  payment_method: '/account-setting?tab=payment-methods',
  tenant_limit: '/change-package',
};

/** Autopay in an invitation needs completed payout onboarding; otherwise the guide opens (spec 3 §4). */
export const AUTOPAY_GUIDE_LINK = '/account-setting?tab=autopay&autopay-guide&connect-account';

export interface BedChoice {
  value: string;
  room_id: string;
  label: string;
  disabled: boolean;
}

/**
 * The bed picker of one listing: every bed of every room, labelled "Room · Bed"; a bed with a
 * pending invitation or a tenant is disabled (spec 3 §4), except the bed the edited invitation
 * already holds.
 */
export function bedChoices(data: UnrentedOutput['data'], listingId: string, keepBedId: string | null): BedChoice[] {
  const listing = data.find((l) => l.listing_id === listingId);
  if (!listing) return [];
  return listing.rooms.flatMap((room) =>
    room.beds.map((bed) => ({
      value: bed.bed_id,
      room_id: room.room_id,
      label: `${room.room_name} · ${bed.bed_name}`,
      disabled: bed.bed_id !== keepBedId && (bed.pending_invite || bed.occupied),
    })),
  );
}

/** Cents as the dollars a form shows ('' for none). */
const dollarsText = (cents: number) => (cents ? (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2)) : '');

/** The bed's listed rent and the listing's deposit, to prefill the amounts (dollars as text). */
export function suggestedAmounts(data: UnrentedOutput['data'], listingId: string, bedId: string): { rent: string; deposit: string } | null {
  const listing = data.find((l) => l.listing_id === listingId);
  const bed = listing?.rooms.flatMap((r) => r.beds).find((b) => b.bed_id === bedId);
  if (!listing || !bed) return null;
  return { rent: dollarsText(bed.rental_amount_cents), deposit: dollarsText(listing.deposit_cents) };
}
