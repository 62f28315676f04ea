import type { ListingCard, PublicListing } from '@crashpad/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedUp } from '../../test-support/accounts-factory.js';
import { createListing, signUpLister } from '../../test-support/listings-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { uploadTestPdf } from '../../test-support/upload-test-kit.js';

let server: TestServer;
let lister: SignedUp;
let visitor: SignedUp;
let ids: string[];
let lease: string;
beforeAll(async () => {
  server = await startTestServer();
  lister = await signUpLister(server, 'pro');
  visitor = await signUp(server);
  ids = [];
  lease = await uploadTestPdf(server, lister.token);
  for (const title of ['First pad', 'Second pad', 'Third pad']) ids.push((await createListing(server, lister.token, { title, rules_policies_doc: [`${lease}::::Lease 2025.pdf`] })).id);
});
afterAll(() => server.close());

/** A well-formed id of nobody: the last character changed (to '0', or to '1' when it is '0' already). */
const otherId = (id: string) => id.slice(0, -1) + (id.endsWith('0') ? '1' : '0');

describe('public listing pages', () => {
  it('shows an active listing to visitors without the street address, and counts views', async () => {
    const res = await server.api<{ data: PublicListing }>('GET', `/listing/${ids[0]}?review=true`);
    expect(res.status).toBe(200);
    const l = res.body.data;
    expect(l).toMatchObject({ title: 'First pad', display_name: lister.user.display_name, airport_name: expect.stringMatching(/Denver/), views: 1, num_beds: 3, beds: 3, total_room: 2 });
    expect(l.rules_policies_doc).toEqual([{ url: lease, name: 'Lease 2025.pdf' }]);
    expect(JSON.stringify(l)).not.toContain('18500 E 48th Ave');
    expect(l).not.toHaveProperty('postal_code');
    await server.api('GET', `/listing/${ids[0]}`, { token: lister.token });
    // The same anonymous visitor again the same day does not count (listing-views.test.ts); another visitor does.
    expect((await server.api<{ data: PublicListing }>('GET', `/listing/${ids[0]}`)).body.data.views).toBe(1);
    expect((await server.api<{ data: PublicListing }>('GET', `/listing/${ids[0]}`, { token: visitor.token })).body.data.views).toBe(2);
  });

  it('shows the phone only to logged-in viewers and only when the owner shows it', async () => {
    expect((await server.api<{ data: PublicListing }>('GET', `/listing/${ids[0]}`, { token: visitor.token })).body.data.phone_number).toBeNull();
    await server.context.store.collection('users').updateOne({ _id: lister.user.id }, { $set: { approval_public_phone_user: 1 } });
    expect((await server.api<{ data: PublicListing }>('GET', `/listing/${ids[0]}`, { token: visitor.token })).body.data.phone_number).toBe('(303) 555-0100');
    expect((await server.api<{ data: PublicListing }>('GET', `/listing/${ids[0]}`)).body.data.phone_number).toBeNull();
    const owner = await server.api('GET', `/listing-owner/${ids[0]}`, { token: visitor.token });
    expect(owner.body).toMatchObject({ id: lister.user.id, display_name: lister.user.display_name, phone_number: '(303) 555-0100', total_listings: 3 });
  });

  it("lists the lister's other listings and the lister page", async () => {
    const related = await server.api<{ data: ListingCard[] }>('GET', `/listing/related/${ids[0]}?listing_id=${ids[0]}`);
    expect(related.body.data.map((c) => c.title).sort()).toEqual(['Second pad', 'Third pad']);
    const page = await server.api<{ listerId: string; listerName: string; properties: ListingCard[] }>('GET', `/lister/${lister.user.id}/properties`);
    expect(page.body).toMatchObject({ listerId: lister.user.id, listerName: lister.user.display_name });
    expect(page.body.properties).toHaveLength(3);
    expect(page.body.properties[0]).toMatchObject({ prefix: 'DEN', badges: [] });
  });

  it('hides inactive listings from others but lets the owner preview them; unknown ids are 404', async () => {
    await server.api('POST', `/crashpads/status/${ids[2]}`, { token: lister.token, body: { status: 1 } });
    expect((await server.api('GET', `/listing/${ids[2]}`)).status).toBe(404);
    expect((await server.api('GET', `/listing/${ids[2]}`, { token: visitor.token })).status).toBe(404);
    expect((await server.api('GET', `/listing/${ids[2]}`, { token: lister.token })).status).toBe(200);
    expect((await server.api<{ properties: unknown[] }>('GET', `/lister/${lister.user.id}/properties`)).body.properties).toHaveLength(2);
    for (const path of [`/listing/${'0'.repeat(26)}`, '/listing/abc', `/lister/${otherId(visitor.user.id)}/properties`, '/listing-owner/nope']) {
      expect((await server.api('GET', path)).status, path).toBe(404);
    }
    expect((await server.api('GET', `/listing/${ids[0]}?junk=1`)).status).toBe(422);
  });
});
