import type { AcceptRentalOutput, Listing, ListerPlan, Rental } from '@crashpad/sync';
import { signUp, type SignedUp } from './accounts-factory.js';
import { createListing } from './listings-factory.js';
import { saveCard, signUpPaid } from './payments-factory.js';
import type { TestServer } from './test-server.js';

const DAY = 86_400_000;
export const dateIn = (server: TestServer, days: number) => new Date(server.clock.now() + days * DAY).toISOString().slice(0, 10);

/** A lister who paid a plan (card on file) and finished payout onboarding, with a listing of `beds` beds in one room. */
export async function onboardedLister(server: TestServer, plan: ListerPlan = 'premium', beds = 3): Promise<{ lister: SignedUp; listing: Listing }> {
  const lister = await signUpPaid(server, plan);
  const link = await server.api<{ account_link: { url: string } }>('GET', '/stripe/get-custom-link?type=account_onboarding', { token: lister.token });
  await server.stripe.completeOnboarding(link.body.account_link.url);
  await server.stripe.webhooksIdle();
  const listing = await createListing(server, lister.token, { rooms: [{ room_name: 'Bunk room', beds: Array.from({ length: beds }, (_, i) => ({ bed_name: `Bed ${i + 1}` })) }] });
  return { lister, listing };
}

/** A free tenant account with a saved card (or none). */
export async function tenantWithCard(server: TestServer, card: string | null = 'pm_card_visa'): Promise<SignedUp> {
  const tenant = await signUp(server);
  if (card) {
    const saved = await saveCard(server, tenant.token, card);
    if (saved.status !== 200) throw new Error(`card: ${saved.status} ${JSON.stringify(saved.body)}`);
  }
  return tenant;
}

export function inviteBody(server: TestServer, listing: Listing, email: string, overrides: Record<string, unknown> = {}, bed = 0): Record<string, unknown> {
  const room = listing.rooms[0]!;
  return {
    tenant_email: email,
    location_id: listing.id,
    room_id: room.id,
    bed_id: room.beds[bed]!.id,
    rental_amount: '900.00',
    deposit: 250,
    start_date: dateIn(server, 3),
    start_time: '14:00',
    payment_date: 1,
    auto_pay: 1,
    note_agreement: 'No smoking.',
    ...overrides,
  };
}

export async function invite(server: TestServer, token: string, body: Record<string, unknown>): Promise<Rental> {
  const res = await server.api<{ data: Rental }>('POST', '/rental/invite', { token, body });
  if (res.status !== 201) throw new Error(`invite: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** The invitation token from the last invitation e-mail to `email`. */
export async function inviteToken(server: TestServer, email: string): Promise<string> {
  const [mail] = await server.mailbox(email);
  const match = mail?.text.match(/\/tenant\/invitation\/([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no invitation mail for ${email}`);
  return match[1]!;
}

export async function accept(server: TestServer, token: string, inviteTokenValue: string) {
  return server.api<AcceptRentalOutput>('POST', '/rental/accept', { token, body: { token: inviteTokenValue } });
}
