import { cardImageUrl, LISTING_IMAGE_URL_PATTERN, type Listing, type ListingSearchOutput, type PublicListing } from '@crashpad/sync';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from '../../test-support/accounts-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { fetchFile } from '../../test-support/upload-test-kit.js';
import { DEMO_PASSWORD, seedDemoData } from './seed.js';

const BASES = ['DEN', 'ORD', 'ATL', 'DFW', 'LAX', 'JFK', 'EWR', 'IAH', 'SFO', 'MIA', 'SEA', 'PHX'];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoData(server.context);
});
afterAll(() => server.close());

describe('demo listings', () => {
  it('fill amenities, preferences and nearby places with ids the lists name, varied between listings', async () => {
    const names = async (kind: string) => new Set((await server.api<{ data: { id: string }[] }>('GET', `/${kind}`)).body.data.map((i) => i.id));
    const [amenities, preferences, places] = [await names('amenities'), await names('preferences'), await names('places')];
    const docs = await server.context.store.collection<{ _id: string; amenities: string[]; preferences: string[]; places: string[] }>('listings').find({});
    expect(docs.length).toBeGreaterThan(10);
    for (const doc of docs) {
      expect(doc.amenities.length, doc._id).toBeGreaterThanOrEqual(4);
      expect(doc.preferences.length, doc._id).toBeGreaterThanOrEqual(2);
      expect(doc.places.length, doc._id).toBeGreaterThanOrEqual(3);
      expect(doc.amenities.every((id) => amenities.has(id)) && doc.preferences.every((id) => preferences.has(id)) && doc.places.every((id) => places.has(id))).toBe(true);
    }
    expect(new Set(docs.map((d) => d.amenities.join())).size).toBeGreaterThan(3);
  });

  it('gives lister@example.com at least two active listings and room to add another', async () => {
    const lister = await logIn(server, 'lister@example.com', DEMO_PASSWORD);
    const mine = await server.api<{ data: { data: Listing[] } }>('GET', '/crashpads', { token: lister.token });
    expect(mine.body.data.data.filter((l) => l.status === 2).length).toBeGreaterThanOrEqual(2);
    expect((await server.api('GET', '/lister/can-add-listings', { token: lister.token })).status).toBe(200);
  });

  it('puts listings near every crew base, with varied prices, occupied beds and a photo on every card', async () => {
    const prices = new Set<number>();
    let occupied = 0;
    for (const prefix of BASES) {
      const res = await server.api<ListingSearchOutput>('GET', `/airports/${prefix}/listings`);
      // Bases near each other (JFK and EWR) also show each other's listings within the radius.
      expect(res.body.data.filter((c) => c.centre_miles !== null && c.centre_miles < 15).length, prefix).toBeGreaterThanOrEqual(2);
      for (const card of res.body.data) {
        prices.add(card.rate_per_from);
        occupied += card.num_occupied_beds;
        expect(card.thumbnail, card.title).toMatch(LISTING_IMAGE_URL_PATTERN);
        expect(card.centre_miles).toBeLessThanOrEqual(50);
      }
    }
    expect(prices.size).toBeGreaterThan(10);
    expect(occupied).toBeGreaterThan(0);
    const first = (await server.api<ListingSearchOutput>('GET', '/airports/DEN/listings')).body.data[0]!;
    const page = await server.api<{ data: PublicListing }>('GET', `/listing/${first.id}`);
    expect(page.body.data.description.length).toBeGreaterThanOrEqual(200);
  });

  it('gives every listing 3 to 6 distinct photos, the first as thumbnail, served like uploads', async () => {
    const lister = await logIn(server, 'lister@example.com', DEMO_PASSWORD);
    const all = await server.context.store.collection<{ _id: string; images: string[]; thumbnail: string | null }>('listings').find({});
    expect(all.length).toBeGreaterThanOrEqual(24);
    const thumbnails = new Set<string>();
    for (const listing of all) {
      expect(listing.images.length, listing._id).toBeGreaterThanOrEqual(3);
      expect(listing.images.length, listing._id).toBeLessThanOrEqual(6);
      expect(new Set(listing.images).size).toBe(listing.images.length);
      expect(listing.thumbnail).toBe(listing.images[0]);
      for (const url of listing.images) expect(url).toMatch(LISTING_IMAGE_URL_PATTERN);
      thumbnails.add(listing.thumbnail!);
    }
    expect(thumbnails.size).toBe(all.length);

    const mine = await server.api<{ data: { data: Listing[] } }>('GET', '/crashpads', { token: lister.token });
    const own = mine.body.data.data[0]!;
    const detail = await fetchFile(server, own.images[1]!);
    expect(detail).toMatchObject({ status: 200, type: 'image/webp', cache: 'public, max-age=31536000, immutable' });
    const card = await fetchFile(server, cardImageUrl(own.images[1]!));
    expect(card).toMatchObject({ status: 200, type: 'image/webp' });
    expect((await sharp(detail.data).metadata()).width).toBe(1200);
    expect((await sharp(card.data).metadata()).width).toBe(480);
    expect(detail.data.equals(card.data)).toBe(false);

    // Owners are recorded like real uploads: the lister may rotate a photo of their own listing only.
    const rotated = await server.api<{ image_url: string }>('POST', '/upload/image-rotate', { token: lister.token, body: { image_url: own.images[0] } });
    expect(rotated.status).toBe(200);
    const foreign = all.find((l) => !mine.body.data.data.some((m) => m.id === l._id))!;
    const refused = await server.api('POST', '/upload/image-rotate', { token: lister.token, body: { image_url: foreign.images[0] } });
    expect(refused.status).toBe(403);
  });

  it('shows a different house on each featured listing (they sit side by side on the home page)', async () => {
    const featured = await server.context.store.collection<{ _id: string; thumbnail: string | null; feature_listing: number }>('listings').find({ feature_listing: 1 });
    expect(featured.length).toBeGreaterThanOrEqual(3);
    const pictures = new Set<string>();
    for (const listing of featured) pictures.add((await fetchFile(server, listing.thumbnail!)).data.toString('base64'));
    expect(pictures.size).toBe(featured.length);
  });

  it('lets the other demo hosts log in with the demo password', async () => {
    for (const email of ['host.east@example.com', 'host.central@example.com', 'host.west@example.com']) {
      expect((await logIn(server, email, DEMO_PASSWORD)).user).toMatchObject({ user_plan: 'pro', status: 'ACTIVE' });
    }
  });
});
