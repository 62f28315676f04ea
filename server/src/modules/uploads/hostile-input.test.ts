import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_IMAGE_MAX_BYTES, PHOTO_MAX_BYTES } from '@crashpad/sync';
import type { SignedUp } from '../../test-support/accounts-factory.js';
import { expectHostileBodiesRefused, rawJunk, storedState } from '../../test-support/hostile-input.js';
import { signUpLister } from '../../test-support/listings-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { makeImage, postFiles, type Part } from '../../test-support/upload-test-kit.js';

/**
 * Hostile uploads, beyond what uploads.test.ts checks for /upload/images and /upload/pdf: the
 * single-image and profile-photo endpoints get the same SVG, wrong-bytes, oversize, too-many and
 * wrong-field cases, and every upload endpoint gets generated multipart junk — broken framing,
 * missing or wrong boundaries, truncated bodies, text fields where files belong, traversal file
 * names, bytes that start like an image or a PDF and are not. Every answer is 4xx (never 5xx)
 * and no upload is recorded and no profile photo changes.
 */
let server: TestServer;
let lister: SignedUp;
let other: SignedUp;
let imageUrl: string;
/** Errors nobody handled: a truncated upload once stopped the whole server this way. */
const uncaught: unknown[] = [];
const onUncaught = (err: unknown) => uncaught.push(err);
beforeAll(async () => {
  process.on('uncaughtException', onUncaught);
  server = await startTestServer();
  lister = await signUpLister(server);
  other = await signUpLister(server);
  const up = await postFiles(server, '/upload/image', lister.token, [{ field: 'image', data: await makeImage(20, 10), filename: 'r.png', type: 'image/png' }]);
  if (up.status !== 200) throw new Error(`upload failed: ${up.status}`);
  imageUrl = up.body.url as string;
});
afterAll(async () => {
  process.off('uncaughtException', onUncaught);
  await server.close();
});

const snapshot = () => storedState(server, ['uploads', 'users']);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>');
const ENDPOINTS = ['/upload/images', '/upload/image', '/upload/pdf', '/upload/user/images'] as const;

/** POSTs raw bytes with any Content-Type (FormData would always frame them correctly). */
async function postRaw(path: string, contentType: string, body: Buffer) {
  const res = await fetch(`${server.url}/api${path}`, { method: 'POST', headers: { Authorization: `Bearer ${lister.token}`, 'Content-Type': contentType }, body: new Uint8Array(body) });
  await res.arrayBuffer();
  await server.context.events.idle();
  return res.status;
}

describe('single image and profile photo: the cases uploads.test.ts checks for /upload/images', () => {
  it('refuse SVG, wrong bytes, oversize, two files and the wrong field with 4xx, storing nothing', async () => {
    const before = await snapshot();
    const tiny = await makeImage(8, 8);
    const huge = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(Math.max(LISTING_IMAGE_MAX_BYTES, PHOTO_MAX_BYTES))]);
    const cases: { path: string; parts: Part[]; status: number }[] = [];
    for (const [path, field] of [['/upload/image', 'image'], ['/upload/user/images', 'photo']] as const) {
      const file = (data: Buffer, filename = 'x.png', type = 'image/png', name: string = field): Part => ({ field: name, data, filename, type });
      cases.push(
        { path, parts: [file(SVG, 'cute.png')], status: 415 },
        { path, parts: [file(SVG, 'cute.svg', 'image/svg+xml')], status: 415 },
        { path, parts: [file(Buffer.from('just text pretending to be a photo'), 'photo.jpg', 'image/jpeg')], status: 415 },
        { path, parts: [file(Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64, 1)]), 'broken.gif', 'image/gif')], status: 415 },
        { path, parts: [file(huge, 'huge.jpg', 'image/jpeg')], status: 413 },
        { path, parts: [file(tiny, 'x.png', 'image/png', 'image[]')], status: 422 },
        { path, parts: [file(tiny, 'x.png', 'image/png', 'files')], status: 422 },
      );
    }
    // A single-image field with two files is refused; the photo takes the first and ignores the rest (by design).
    cases.push({ path: '/upload/image', parts: [{ field: 'image', data: tiny, filename: 'a.png', type: 'image/png' }, { field: 'image', data: SVG, filename: 'b.png', type: 'image/png' }], status: 422 });
    cases.push({ path: '/upload/pdf', parts: [{ field: 'pdf', data: Buffer.from('%PDF-1.4\n%%EOF\n'), filename: 'a.pdf', type: 'application/pdf' }], status: 422 });
    cases.push({ path: '/upload/pdf', parts: [{ field: 'files', data: tiny, filename: 'lease.pdf', type: 'application/pdf' }], status: 415 });
    cases.push({ path: '/upload/pdf', parts: [{ field: 'files', data: Buffer.from('%PDF-x not a version'), filename: 'lease.pdf', type: 'application/pdf' }], status: 415 });
    for (const c of cases) {
      const res = await postFiles(server, c.path, lister.token, c.parts);
      expect(res.status, `${c.path} ${c.parts.map((p) => `${p.field}:${p.filename}`).join(',')}`).toBe(c.status);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('generated multipart junk at every upload endpoint', () => {
  const BOUNDARY = 'crashpadBoundary7MA4YWxk';
  const magic = fc.constantFrom(
    Buffer.from([0xff, 0xd8, 0xff]),
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from('RIFF\0\0\0\0WEBP'),
    Buffer.from('GIF89a'),
    Buffer.from('%PDF-x'),
    Buffer.from('<?xml version="1.0"?>'),
    Buffer.alloc(0),
  );
  const data = fc.oneof(
    fc.tuple(magic, fc.uint8Array({ maxLength: 400 })).map(([head, tail]) => Buffer.concat([head, Buffer.from(tail)])),
    fc.constantFrom(SVG, Buffer.from('<!doctype html><script>alert(1)</script>'), Buffer.from(`--${BOUNDARY}\r\n`)),
  );
  const part = fc.record({
    name: fc.constantFrom('image[]', 'image', 'files', 'files[]', 'photo', 'images', 'image[', '', '__proto__', '$where', 'x"; filename="y.png'),
    filename: fc.option(fc.constantFrom('a.png', '../../etc/passwd', 'x.svg', '', 'a\u0000.png', 'a'.repeat(500), 'lease::::x.pdf', 'C:\\x.pdf')),
    type: fc.constantFrom('image/png', 'image/svg+xml', 'application/pdf', 'text/html', 'application/octet-stream', ''),
    data,
  });
  const frame = (p: { name: string; filename: string | null; type: string; data: Buffer }, eol: string) =>
    Buffer.concat([
      Buffer.from(`--${BOUNDARY}${eol}Content-Disposition: form-data; name="${p.name}"${p.filename === null ? '' : `; filename="${p.filename}"`}${eol}`),
      Buffer.from(p.type ? `Content-Type: ${p.type}${eol}${eol}` : eol),
      p.data,
      Buffer.from(eol),
    ]);
  const body = fc
    .record({
      parts: fc.array(part, { maxLength: 20 }),
      eol: fc.constantFrom('\r\n', '\n'),
      ending: fc.constantFrom('closed', 'open', 'truncated'),
      cut: fc.nat(),
    })
    .map(({ parts, eol, ending, cut }) => {
      const framed = Buffer.concat([...parts.map((p) => frame(p, eol)), Buffer.from(ending === 'open' ? '' : `--${BOUNDARY}--${eol}`)]);
      return { parts: parts.length, ending, bytes: ending === 'truncated' ? framed.subarray(0, cut % (framed.length + 1)) : framed };
    });
  const contentType = fc.constantFrom(
    `multipart/form-data; boundary=${BOUNDARY}`,
    `multipart/form-data; boundary="${BOUNDARY}"`,
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'multipart/form-data; boundary=somethingElse',
    `multipart/mixed; boundary=${BOUNDARY}`,
    `multipart/form-data; boundary=${'b'.repeat(200)}`,
    `multipart/form-data; boundary=${BOUNDARY}; charset=utf-16`,
  );

  it('a body that ends inside a file is 4xx and does not take the server down', async () => {
    const before = await snapshot();
    for (const [path, field] of [['/upload/user/images', 'photo'], ['/upload/image', 'image'], ['/upload/images', 'image[]'], ['/upload/pdf', 'files'], ['/upload/pdf', 'ignored']]) {
      const truncated = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG partial`);
      const status = await postRaw(path!, `multipart/form-data; boundary=${BOUNDARY}`, truncated);
      expect(status, `${path} ${field}`).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(500);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(uncaught).toEqual([]);
    expect((await server.api('GET', '/health')).status).toBe(200);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 4xx, never 5xx, and stores nothing', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ENDPOINTS, '/upload/image-rotate'), contentType, body, async (path, type, b) => {
        const status = await postRaw(path, type, b.bytes);
        const label = `${path} ${type} parts=${b.parts} ${b.ending} ${b.bytes.subarray(0, 300).toString('latin1')}`;
        expect(status, label).toBeLessThan(500);
        expect(status, label).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: 100, seed: 3001 },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(uncaught).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('answers 4xx to bodies that are not multipart at all, storing nothing', async () => {
    const before = await snapshot();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ENDPOINTS), rawJunk, fc.constantFrom('application/json', 'text/plain', 'image/png', 'application/octet-stream'), async (path, raw, type) => {
        const status = await postRaw(path, type, Buffer.from(raw));
        expect(status, `${path} ${type} ${raw}`).toBeGreaterThanOrEqual(400);
        expect(status).toBeLessThan(500);
      }),
      { numRuns: 25, seed: 3002 },
    );
    expect(await snapshot()).toEqual(before);
  });
});

describe('POST /upload/image-rotate with hostile JSON', () => {
  it('answers 4xx to hostile bodies, from another lister even with the real URL, and stores nothing', async () => {
    const before = await snapshot();
    await expectHostileBodiesRefused(server, [{ method: 'POST', path: '/upload/image-rotate', fields: ['image_url'], token: other.token }], {
      seed: 3003,
      extraKeys: ['owner', 'rotated_from', 'degrees'],
      extraScalars: [imageUrl, imageUrl.replace('.webp', '-card.webp'), '/files/listings/../../etc/passwd', 'https://evil.example/a.webp', imageUrl.toLowerCase()],
    });
    expect((await server.api('POST', '/upload/image-rotate', { token: other.token, body: { image_url: imageUrl } })).status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});
