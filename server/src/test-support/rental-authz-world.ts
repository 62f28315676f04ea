import type { Listing, Rental } from '@crashpad/sync';
import type { SignedUp } from './accounts-factory.js';
import { createListing } from './listings-factory.js';
import { inviteBody, onboardedLister, tenantWithCard } from './rentals-test-kit.js';
import { activeMember } from './sync-test-kit.js';
import type { TestServer } from './test-server.js';

/**
 * The people of the rental authorization table (rental-authorization.test.ts): a lister with a
 * tenant, another lister with a tenant of their own, a signed-in member with no rental, and an
 * admin switched into the first tenant. Every target a table row acts on (an invitation, a
 * rental, a payment request) is made fresh by the row, between the lister and the tenant, so a
 * row that consumes its target (cancel, accept, pay) leaves the next row untouched.
 */
export const ACTORS = ['visitor', 'tenant', 'lister', 'otherTenant', 'otherLister', 'member', 'switchedTenant'] as const;
export type Actor = (typeof ACTORS)[number];

export interface RentalWorld {
  server: TestServer;
  lister: SignedUp;
  listing: Listing;
  tenant: SignedUp;
  otherLister: SignedUp;
  otherListing: Listing;
  otherTenant: SignedUp;
  /** The other lister's accepted rental with the other tenant (so both strangers own something). */
  otherRental: Rental;
  member: SignedUp;
  /** A bearer token for the actor; null for a visitor. */
  tokenOf(actor: Actor): string | null;
  /** A pending invitation from the lister to the tenant on a free bed, and the link's token. */
  pendingInvite(overrides?: Record<string, unknown>): Promise<{ rental: Rental; link: string }>;
  /** An invitation the tenant accepted (autopay 0 unless overridden: the deposit becomes a pending request). */
  acceptedRental(overrides?: Record<string, unknown>): Promise<Rental>;
}

/** The newest invitation link mailed to `email` (other mails, such as alerts, may be newer). */
export async function latestInviteLink(server: TestServer, email: string): Promise<string> {
  for (const mail of await server.mailbox(email)) {
    const match = mail.text.match(/\/tenant\/invitation\/([A-Za-z0-9_-]+)/);
    if (match) return match[1]!;
  }
  throw new Error(`no invitation mail for ${email}`);
}

/** A bed of the listing with neither a pending invitation nor a tenant (through the invite modal's own call). */
async function freeBed(server: TestServer, token: string, listingId: string): Promise<{ room_id: string; bed_id: string }> {
  const res = await server.api<{ data: { listing_id: string; rooms: { room_id: string; beds: { bed_id: string; occupied: boolean; pending_invite: boolean }[] }[] }[] }>(
    'GET',
    '/lister/listings/unrented',
    { token },
  );
  for (const room of res.body.data.find((l) => l.listing_id === listingId)?.rooms ?? []) {
    const bed = room.beds.find((b) => !b.occupied && !b.pending_invite);
    if (bed) return { room_id: room.room_id, bed_id: bed.bed_id };
  }
  throw new Error('no free bed left in the fixture listing');
}

async function inviteOnFreeBed(server: TestServer, lister: SignedUp, listing: Listing, email: string, overrides: Record<string, unknown>): Promise<Rental> {
  const place = await freeBed(server, lister.token, listing.id);
  const res = await server.api<{ data: Rental }>('POST', '/rental/invite', { token: lister.token, body: { ...inviteBody(server, listing, email, { auto_pay: 0 }), ...place, ...overrides } });
  if (res.status !== 201) throw new Error(`invite: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

async function acceptById(server: TestServer, token: string, rentalId: string): Promise<Rental> {
  const res = await server.api<{ data: Rental }>('POST', `/rental/${rentalId}/accept`, { token, body: {} });
  if (res.status !== 200) throw new Error(`accept: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

const bunks = (room: number) => ({ room_name: `Bunk room ${room}`, beds: Array.from({ length: 25 }, (_, i) => ({ bed_name: `Bed ${i + 1}` })) });

export async function buildRentalWorld(server: TestServer): Promise<RentalWorld> {
  // Enough beds for every row's fresh target (each pending or accepted rental holds one).
  const { lister } = await onboardedLister(server, 'premium', 1);
  const listing = await createListing(server, lister.token, { rooms: [bunks(1), bunks(2)] });
  const other = await onboardedLister(server, 'premium', 2);
  const [tenant, otherTenant] = [await tenantWithCard(server), await tenantWithCard(server)];
  const member = await activeMember(server, 'seeker');
  const admin = await activeMember(server, undefined, { is_admin: true });
  const switched = await server.api<{ token: string }>('POST', `/admin/switch-user/${tenant.user.id}`, { token: admin.token, body: {} });
  if (switched.status !== 200) throw new Error(`switch: ${switched.status} ${JSON.stringify(switched.body)}`);

  const otherInvite = await inviteOnFreeBed(server, other.lister, other.listing, otherTenant.email, {});
  const otherRental = await acceptById(server, otherTenant.token, otherInvite.id);

  const tokens: Record<Actor, string | null> = {
    visitor: null,
    tenant: tenant.token,
    lister: lister.token,
    otherTenant: otherTenant.token,
    otherLister: other.lister.token,
    member: member.token,
    switchedTenant: switched.body.token,
  };

  async function pendingInvite(overrides: Record<string, unknown> = {}) {
    const rental = await inviteOnFreeBed(server, lister, listing, tenant.email, overrides);
    return { rental, link: await latestInviteLink(server, tenant.email) };
  }

  return {
    server,
    lister,
    listing,
    tenant,
    otherLister: other.lister,
    otherListing: other.listing,
    otherTenant,
    otherRental,
    member,
    tokenOf: (actor) => tokens[actor],
    pendingInvite,
    async acceptedRental(overrides = {}) {
      const { rental } = await pendingInvite(overrides);
      return acceptById(server, tenant.token, rental.id);
    },
  };
}
