import type { Listing } from '@crashpad/sync';
import { LANGUAGES, sharedMessages } from '@crashpad/sync';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedUp } from '../../test-support/accounts-factory.js';
import { createListing, listingBody, signUpLister } from '../../test-support/listings-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { uploadTestImage, uploadTestPdf } from '../../test-support/upload-test-kit.js';

let server: TestServer;
let owner: SignedUp;
let other: SignedUp;
let ownImage: string;
let ownPdf: string;
let foreignImage: string;
let foreignPdf: string;
beforeAll(async () => {
  server = await startTestServer();
  owner = await signUpLister(server, 'pro');
  other = await signUpLister(server, 'pro');
  ownImage = await uploadTestImage(server, owner.token);
  ownPdf = await uploadTestPdf(server, owner.token);
  foreignImage = await uploadTestImage(server, other.token);
  foreignPdf = await uploadTestPdf(server, other.token);
});
afterAll(() => server.close());

const missingImage = () => `/files/listings/${ulid()}.webp`;
const missingPdf = () => `/files/docs/${ulid()}.pdf`;

type ErrorBody = { code: string; message: string; fields: Record<string, string> };

describe("a listing uses only its owner's uploads", () => {
  it("accepts the owner's own images and PDFs", async () => {
    const listing = await createListing(server, owner.token, { images: [ownImage], thumbnail: ownImage, rules_policies_doc: [`${ownPdf}::::Lease.pdf`] });
    expect(listing).toMatchObject({ images: [ownImage], thumbnail: ownImage, rules_policies_doc: [`${ownPdf}::::Lease.pdf`] });
  });

  const refused: [string, () => Record<string, unknown>, string][] = [
    ["another lister's image", () => ({ images: [ownImage, foreignImage] }), 'images.1'],
    ["another lister's image as thumbnail", () => ({ images: [foreignImage], thumbnail: foreignImage }), 'images.0'],
    ['an image path nobody uploaded', () => ({ images: [missingImage()] }), 'images.0'],
    ["another lister's PDF", () => ({ rules_policies_doc: [`${foreignPdf}::::Lease.pdf`] }), 'rules_policies_doc.0'],
    ['a PDF path nobody uploaded', () => ({ rules_policies_doc: [ownPdf, missingPdf()] }), 'rules_policies_doc.1'],
    ["a PDF path given as an image", () => ({ images: [ownPdf.replace(/\.pdf$/, '.webp')] }), 'images.0'],
    ["an upload's card variant (not a listing image URL)", () => ({ images: [ownImage.replace(/\.webp$/, '-card.webp')] }), 'images.0'],
    ['a profile photo path', () => ({ images: [`/files/photos/${ulid()}.webp`] }), 'images.0'],
  ];

  it.each(refused)('refuses %s on create with file_not_owned, and stores nothing', async (_name, over, field) => {
    const before = await server.context.store.collection('listings').countDocuments({});
    const res = await server.api<ErrorBody>('POST', '/crashpads', { token: owner.token, body: listingBody(over()) });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('file_not_owned');
    expect(res.body.message).toBe(sharedMessages.en.errors.file_not_owned);
    expect(Object.keys(res.body.fields)).toEqual([field]);
    expect(await server.context.store.collection('listings').countDocuments({})).toBe(before);
  });

  it.each(refused)('refuses %s on update, and leaves the listing as it was', async (_name, over, field) => {
    const listing = await createListing(server, owner.token, { images: [ownImage] });
    const res = await server.api<ErrorBody>('PUT', `/crashpads/${listing.id}`, { token: owner.token, body: listingBody(over()) });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('file_not_owned');
    expect(Object.keys(res.body.fields)).toEqual([field]);
    const edit = await server.api<{ data: Listing }>('GET', `/crashpads/${listing.id}/edit`, { token: owner.token });
    expect(edit.body.data.images).toEqual([ownImage]);
  });

  it('says so in every language', async () => {
    const seen = new Set<string>();
    for (const locale of LANGUAGES) {
      const res = await server.api<ErrorBody>('POST', '/crashpads', { token: owner.token, locale, body: listingBody({ images: [foreignImage] }) });
      expect(res.body.message).toBe(sharedMessages[locale].errors.file_not_owned);
      expect(res.body.fields['images.0']).toBe(sharedMessages[locale].errors.file_not_owned);
      seen.add(res.body.message);
    }
    expect(seen.size).toBe(LANGUAGES.length);
  });
});
