import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardImageUrl, LISTING_DOCUMENT_MAX_BYTES, LISTING_IMAGE_MAX_BYTES } from '@crashpad/sync';
import { signUp } from '../../test-support/accounts-factory.js';
import { signUpLister } from '../../test-support/listings-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { fetchFile, makeImage, postFiles } from '../../test-support/upload-test-kit.js';

let server: TestServer;
let lister: string;
beforeAll(async () => {
  server = await startTestServer();
  lister = (await signUpLister(server)).token;
});
afterAll(() => server.close());

const png = (data: Buffer, filename = 'room.png', field = 'image[]') => ({ field, data, filename, type: 'image/png' });
const uploadCount = () => server.context.store.collection('uploads').countDocuments({});
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe('POST /upload/images', () => {
  it('stores each image as a detail and a card WebP of the right widths, served with long caching', async () => {
    const wide = await makeImage(2000, 1000, 'jpeg');
    const small = await makeImage(300, 200, 'gif');
    const res = await postFiles(server, '/upload/images', lister, [png(wide, 'a.jpg'), png(small, 'b.gif')]);
    expect(res.status).toBe(200);
    const urls = res.body.urls as string[];
    expect(urls).toHaveLength(2);
    for (const url of urls) expect(url).toMatch(/^\/files\/listings\/[0-9A-Z]{26}\.webp$/);

    const detail = await fetchFile(server, urls[0]!);
    expect(detail).toMatchObject({ status: 200, type: 'image/webp', cache: 'public, max-age=31536000, immutable' });
    expect(await sharp(detail.data).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    const card = await fetchFile(server, cardImageUrl(urls[0]!));
    expect(await sharp(card.data).metadata()).toMatchObject({ format: 'webp', width: 480, height: 240 });
    // Small images are never enlarged.
    const smallCard = await fetchFile(server, cardImageUrl(urls[1]!));
    expect((await sharp(smallCard.data).metadata()).width).toBe(300);
  });

  it('strips EXIF (with GPS) and turns the picture upright by its orientation tag', async () => {
    const tagged = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#884422' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Copyright: 'secret-owner' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 51/1 0/1' } })
      .toBuffer();
    const input = await sharp(tagged).metadata();
    expect(input.exif).toBeDefined();
    expect(input.orientation).toBe(6);
    expect(tagged.includes(Buffer.from('secret-owner'))).toBe(true);
    const res = await postFiles(server, '/upload/image', lister, [{ field: 'image', data: tagged, filename: 'gps.jpg', type: 'image/jpeg' }]);
    expect(res.status).toBe(200);
    const out = await fetchFile(server, res.body.url as string);
    const meta = await sharp(out.data).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(out.data.includes(Buffer.from('secret-owner'))).toBe(false);
    expect([meta.width, meta.height]).toEqual([300, 600]);
  });

  it('refuses files that are not JPEG/PNG/WebP/GIF by their bytes, whole request, nothing stored', async () => {
    const before = await uploadCount();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');
    const good = await makeImage(50, 50);
    for (const bad of [
      { field: 'image[]', data: svg, filename: 'cute.png', type: 'image/png' },
      { field: 'image[]', data: svg, filename: 'cute.svg', type: 'image/svg+xml' },
      { field: 'image[]', data: Buffer.from('just text pretending to be a photo'), filename: 'photo.jpg', type: 'image/jpeg' },
      // The right magic bytes but no decodable image behind them.
      { field: 'image[]', data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]), filename: 'broken.jpg', type: 'image/jpeg' },
    ]) {
      const res = await postFiles(server, '/upload/images', lister, [png(good), bad]);
      expect(res.status, bad.filename).toBe(415);
      expect(res.body.code).toBe('unsupported_media_type');
    }
    expect(await uploadCount()).toBe(before);
  });

  it('answers 413 for an image over 6 MB and 422 for more than 15 files', async () => {
    const huge = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(LISTING_IMAGE_MAX_BYTES)]);
    const big = await postFiles(server, '/upload/images', lister, [png(huge, 'huge.jpg')]);
    expect(big).toMatchObject({ status: 413, body: { code: 'payload_too_large' } });

    const tiny = await makeImage(8, 8);
    const many = await postFiles(server, '/upload/images', lister, Array.from({ length: 16 }, (_, i) => png(tiny, `${i}.png`)));
    expect(many.status).toBe(422);
    expect(many.body).toMatchObject({ code: 'validation_failed', message: 'You can add at most 15 images.' });
    const fifteen = await postFiles(server, '/upload/images', lister, Array.from({ length: 15 }, (_, i) => png(tiny, `${i}.png`)));
    expect((fifteen.body.urls as string[]).length).toBe(15);
  });

  it('answers 422 without a file in the expected field and 415 for a JSON body', async () => {
    const tiny = await makeImage(8, 8);
    expect((await postFiles(server, '/upload/images', lister, [png(tiny, 'x.png', 'photo')])).status).toBe(422);
    expect((await server.api('POST', '/upload/images', { token: lister, body: { image: 'x' } })).status).toBe(415);
  });
});

describe('who may upload', () => {
  it('refuses visitors, non-listers and listers whose account is not active', async () => {
    const tiny = await makeImage(8, 8);
    const tenant = await signUp(server);
    const expired = await signUpLister(server, 'basic', { expire_at: new Date(server.clock.now() - 1000).toISOString() });
    const before = await uploadCount();
    expect((await postFiles(server, '/upload/images', null, [png(tiny)])).status).toBe(401);
    for (const path of ['/upload/images', '/upload/image', '/upload/pdf']) {
      expect((await postFiles(server, path, tenant.token, [png(tiny)])).body.code, path).toBe('forbidden');
    }
    expect((await postFiles(server, '/upload/images', expired.token, [png(tiny)])).body.code).toBe('account_inactive');
    expect(await uploadCount()).toBe(before);
  });
});

describe('POST /upload/image-rotate', () => {
  it('turns the owner’s image 90° clockwise under a new id and keeps the old files', async () => {
    const up = await postFiles(server, '/upload/image', lister, [{ field: 'image', data: await makeImage(600, 300), filename: 'r.png', type: 'image/png' }]);
    const url = up.body.url as string;
    const res = await server.api<{ image_url: string }>('POST', '/upload/image-rotate', { token: lister, body: { image_url: url } });
    expect(res.status).toBe(200);
    expect(res.body.image_url).not.toBe(url);
    expect(await sharp((await fetchFile(server, res.body.image_url)).data).metadata()).toMatchObject({ width: 300, height: 600 });
    expect(await sharp((await fetchFile(server, cardImageUrl(res.body.image_url))).data).metadata()).toMatchObject({ width: 300 });
    expect((await fetchFile(server, url)).status).toBe(200);
  });

  it('refuses another lister’s image, unknown images and foreign URLs', async () => {
    const up = await postFiles(server, '/upload/image', lister, [{ field: 'image', data: await makeImage(20, 10), filename: 'r.png', type: 'image/png' }]);
    const other = await signUpLister(server);
    const theirs = await server.api('POST', '/upload/image-rotate', { token: other.token, body: { image_url: up.body.url } });
    expect(theirs).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    const unknown = await server.api('POST', '/upload/image-rotate', { token: lister, body: { image_url: '/files/listings/01ARZ3NDEKTSV4RRFFQ69G5FAV.webp' } });
    expect(unknown.status).toBe(404);
    for (const image_url of ['https://evil.example/a.webp', '/files/photos/01ARZ3NDEKTSV4RRFFQ69G5FAV.webp', '/files/listings/../x.webp']) {
      expect((await server.api('POST', '/upload/image-rotate', { token: lister, body: { image_url } })).status, image_url).toBe(422);
    }
  });
});

describe('POST /upload/pdf', () => {
  it('stores up to 3 PDFs and answers their sanitised names and URLs', async () => {
    const res = await postFiles(server, '/upload/pdf', lister, [
      { field: 'files', data: PDF, filename: 'House rules 2026.pdf', type: 'application/pdf' },
      { field: 'files', data: PDF, filename: 'lease::::v2<script>', type: 'application/pdf' },
    ]);
    expect(res.status).toBe(200);
    const files = res.body.files as { name: string; url: string }[];
    expect(files.map((f) => f.name)).toEqual(['House rules 2026.pdf', 'lease v2script.pdf']);
    for (const f of files) expect(f.url).toMatch(/^\/files\/docs\/[0-9A-Z]{26}\.pdf$/);
    const served = await fetchFile(server, files[0]!.url);
    expect(served).toMatchObject({ status: 200, type: 'application/pdf' });
    expect(served.data.equals(PDF)).toBe(true);
  });

  it('refuses an HTML page named .pdf, a fourth file and a file over 10 MB', async () => {
    const html = Buffer.from('<!doctype html><html><script>alert(1)</script>%PDF-1.4</html>');
    const fake = await postFiles(server, '/upload/pdf', lister, [{ field: 'files', data: html, filename: 'lease.pdf', type: 'application/pdf' }]);
    expect(fake).toMatchObject({ status: 415, body: { code: 'unsupported_media_type', message: 'Please upload PDF documents only.' } });
    const four = await postFiles(server, '/upload/pdf', lister, Array.from({ length: 4 }, (_, i) => ({ field: 'files', data: PDF, filename: `${i}.pdf`, type: 'application/pdf' })));
    expect(four).toMatchObject({ status: 422, body: { message: 'You can add at most 3 PDF documents.' } });
    const big = Buffer.concat([PDF, Buffer.alloc(LISTING_DOCUMENT_MAX_BYTES)]);
    expect((await postFiles(server, '/upload/pdf', lister, [{ field: 'files', data: big, filename: 'big.pdf', type: 'application/pdf' }])).status).toBe(413);
  });
});
