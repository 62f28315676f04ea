import type { SavedListing } from '@crashpad/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedUp } from '../../test-support/accounts-factory.js';
import { createListing, listingBody, signUpLister } from '../../test-support/listings-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { activeMember, pullAll, push, type Wire } from '../../test-support/sync-test-kit.js';

let server: TestServer;
let lister: SignedUp;
let seeker: SignedUp;
beforeAll(async () => {
  server = await startTestServer();
  lister = await signUpLister(server, 'pro');
  seeker = await activeMember(server, 'seeker');
});
afterAll(() => server.close());

/** What a client inserts when the heart is tapped: the server fills the rest. */
const clientInsert = (listingId: string, extra: Record<string, unknown> = {}) => ({
  id: listingId,
  serverSeq: 0,
  updated_at: '',
  listing_id: listingId,
  saved_at: '',
  snapshot: null,
  listing_state: 'current',
  listing_changed_at: null,
  _deleted: false,
  ...extra,
});
const savedOf = async (who: SignedUp, id: string) => (await pullAll(server, who.token, 'saved_listings')).docs.get(id);

describe('saved listings over sync', () => {
  it('an insert gets the server snapshot (cents, rooms summary, lister); client snapshot values are ignored', async () => {
    const listing = await createListing(server, lister.token, { title: 'Pad by the runway', rate_per_from: 42_500 });
    const forged = { title: 'Free!', description: '', neighborhood: '', city: '', state: '', country: '', thumbnail: null, images: [], rate_per_from: 1, rate_per_to: null, enable_price_range: false, deposit_required: 0, bathrooms: 0, num_beds: 0, num_vacant_beds: 0, airport_distance: 0, airports: [], lister: { id: 'x', display_name: 'x', photo: null } };
    expect((await push(server, seeker.token, 'saved_listings', [{ newDocumentState: clientInsert(listing.id, { snapshot: forged }) }])).body).toEqual([]);
    const saved = await savedOf(seeker, listing.id);
    expect(saved).toMatchObject({ listing_id: listing.id, listing_state: 'current', listing_changed_at: null, _deleted: false });
    expect(saved!.snapshot).toMatchObject({ title: 'Pad by the runway', rate_per_from: 42_500, deposit_required: 20_000, num_beds: 3, num_vacant_beds: 3, city: 'Denver', lister: { id: lister.user.id } });
    expect((saved!.snapshot as { airports: { prefix: string }[] }).airports[0]!.prefix).toBe('DEN');
    // Pushing the same insert again (lost answer) answers the master and stores nothing new.
    const again = await push(server, seeker.token, 'saved_listings', [{ newDocumentState: clientInsert(listing.id) }]);
    expect(again.body).toEqual([saved]);
  });

  it('unsave is a tombstone that replicates; saving again revives the same document', async () => {
    const listing = await createListing(server, lister.token);
    await push(server, seeker.token, 'saved_listings', [{ newDocumentState: clientInsert(listing.id) }]);
    const saved = (await savedOf(seeker, listing.id))!;
    expect((await push(server, seeker.token, 'saved_listings', [{ assumedMasterState: saved, newDocumentState: { ...saved, _deleted: true } }])).body).toEqual([]);
    const gone = (await savedOf(seeker, listing.id))!;
    expect(gone).toMatchObject({ _deleted: true });
    expect(gone.serverSeq).toBeGreaterThan(saved.serverSeq);
    expect((await server.api<{ data: SavedListing[] }>('GET', '/saved-listings', { token: seeker.token })).body.data.map((s) => s.id)).not.toContain(listing.id);
    // Another device that never saw the tombstone saves it again.
    expect((await push(server, seeker.token, 'saved_listings', [{ newDocumentState: clientInsert(listing.id) }])).body).toEqual([]);
    expect(await savedOf(seeker, listing.id)).toMatchObject({ _deleted: false, listing_state: 'current' });
  });

  it('refreshes snapshots when the listing changes, marks removed when it is deactivated or deleted, with a new serverSeq', async () => {
    const listing = await createListing(server, lister.token, { title: 'Before' });
    await server.api('POST', `/saved-listings/${listing.id}`, { token: seeker.token });
    const before = (await savedOf(seeker, listing.id))!;
    const edit = await server.api('PUT', `/crashpads/${listing.id}`, { token: lister.token, body: listingBody({ title: 'After', rate_per_from: 50_000 }) });
    expect(edit.status).toBe(200);
    await server.context.events.idle();
    const changed = (await savedOf(seeker, listing.id))!;
    expect(changed).toMatchObject({ listing_state: 'changed', snapshot: { title: 'After', rate_per_from: 50_000 } });
    expect(changed.listing_changed_at).toEqual(expect.any(String));
    expect(changed.serverSeq).toBeGreaterThan(before.serverSeq);

    expect((await server.api('POST', `/crashpads/status/${listing.id}`, { token: lister.token, body: { status: 1 } })).status).toBe(200);
    await server.context.events.idle();
    const removed = (await savedOf(seeker, listing.id))!;
    expect(removed).toMatchObject({ listing_state: 'removed', snapshot: { title: 'After' } });
    expect(removed.serverSeq).toBeGreaterThan(changed.serverSeq);
  });

  it('REST save/unsave share the rules: listed listings only, 404 to unsave what is not saved', async () => {
    const listing = await createListing(server, lister.token);
    const saved = await server.api<{ data: SavedListing }>('POST', `/saved-listings/${listing.id}`, { token: seeker.token });
    expect(saved.status).toBe(201);
    expect(saved.body.data).toMatchObject({ id: listing.id, listing_state: 'current' });
    expect((await server.api('POST', `/saved-listings/${listing.id}`, { token: seeker.token })).body).toEqual(saved.body);
    expect((await server.api('POST', '/saved-listings/01ARZ3NDEKTSV4RRFFQ69G5FAV', { token: seeker.token })).status).toBe(404);
    expect((await server.api('POST', '/saved-listings/not-an-id', { token: seeker.token })).status).toBe(404);
    expect((await server.api('DELETE', `/saved-listings/${listing.id}`, { token: seeker.token })).status).toBe(200);
    expect((await server.api('DELETE', `/saved-listings/${listing.id}`, { token: seeker.token })).status).toBe(404);
    expect((await server.api('GET', '/saved-listings', {})).status).toBe(401);
  });

  it("a user's saved listings are theirs alone; id must equal listing_id", async () => {
    const other = await activeMember(server);
    expect((await pullAll(server, other.token, 'saved_listings')).docs.size).toBe(0);
    const theirs = [...(await pullAll(server, seeker.token, 'saved_listings')).docs.values()][0] as Wire;
    // The same id from another user is that user's own saved listing, never the seeker's document.
    await push(server, other.token, 'saved_listings', [{ assumedMasterState: theirs, newDocumentState: { ...theirs, _deleted: true } }]);
    expect(await savedOf(seeker, theirs.id)).toEqual(theirs);
    const mismatch = await push(server, other.token, 'saved_listings', [{ newDocumentState: clientInsert(theirs.id, { listing_id: '01ARZ3NDEKTSV4RRFFQ69G5FAV' }) }]);
    expect(mismatch.status).toBe(422);
  });
});
