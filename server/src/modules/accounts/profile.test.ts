import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES, type User } from '@crashpad/sync';
import { signUp } from '../../test-support/accounts-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const profile = {
  first_name: 'Grace',
  last_name: 'Hopper',
  display_name: 'Amazing Grace',
  phone_number: '(212) 555-0199',
  birthdate_year: 1985,
  birthdate_month: 12,
  birthdate_day: 9,
  about: 'Line holder at JFK.',
};

async function upload(token: string, data: Buffer | Uint8Array, type: string, filename = 'me.png', field = 'photo') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(data)], { type }), filename);
  const res = await fetch(`${server.url}/api/upload/user/images`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  return { status: res.status, body: (await res.json()) as { user: User; code?: string } };
}

describe('profile edits', () => {
  it('POST /account/user/update saves the profile and answers the user', async () => {
    const { token } = await signUp(server);
    const res = await server.api<{ user: User }>('POST', '/account/user/update', { token, body: profile });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ ...profile });
    const cleared = await server.api<{ user: User }>('POST', '/account/user/update', { token, body: { ...profile, phone_number: '' } });
    expect(cleared.body.user.phone_number).toBeNull();
  });

  it('checks the profile in the spec order and refuses server-owned fields', async () => {
    const { token } = await signUp(server);
    const bad = await server.api('POST', '/account/user/update', { token, body: { ...profile, first_name: ' ', display_name: 'ab' } });
    expect(bad.status).toBe(422);
    expect(Object.keys((bad.body as { fields: object }).fields)).toEqual(['first_name', 'display_name']);
    const owned = await server.api('POST', '/account/user/update', { token, body: { ...profile, status: 'ACTIVE', is_admin: true } });
    expect(owned.status).toBe(422);
  });

  it('PUT /user/switch-language stores the language, and later mails use it', async () => {
    const { token, email } = await signUp(server);
    const res = await server.api<{ user: User }>('PUT', '/user/switch-language', { token, body: { locale: 'pt' } });
    expect(res.body.user.locale).toBe('pt');
    await server.api('POST', '/verify-email', { token });
    expect((await server.mailbox(email))[0]?.subject).toBe('Confirme o seu endereço de e-mail');
    expect((await server.api('PUT', '/user/switch-language', { token, body: { locale: 'xx' } })).status).toBe(422);
  });

  it('POST and PUT /user/approval-public-phone set either visibility', async () => {
    const { token, user } = await signUp(server);
    const post = await server.api<{ user: User }>('POST', '/user/approval-public-phone', {
      token,
      body: { approval_public_phone: 1, target: 'approval_public_phone_user' },
    });
    expect(post.body.user.approval_public_phone_user).toBe(1);
    // Spec 2: shown to everyone means every logged-in viewer, never a visitor (issue 7 §1.5).
    const viewer = await signUp(server);
    const pub = await server.api<{ user: { phone_number: string | null } }>('GET', `/user/public/${user.id}`, { token: viewer.token });
    expect(pub.body.user.phone_number).toBe('(303) 555-0100');
    expect(pub.headers.get('vary') ?? '').toMatch(/Authorization/i);
    const visitor = await server.api<{ user: { phone_number: string | null } }>('GET', `/user/public/${user.id}`);
    expect(visitor.status).toBe(200);
    expect(visitor.body.user.phone_number).toBeNull();
    expect(JSON.stringify(visitor.body)).not.toContain('555-0100');
    const put = await server.api<{ user: User }>('PUT', '/user/approval-public-phone', {
      token,
      body: { approval_public_phone: 2, target: 'approval_public_phone_tenant' },
    });
    expect(put.body.user).toMatchObject({ approval_public_phone_user: 1, approval_public_phone_tenant: 2 });
    expect((await server.api('PUT', '/user/approval-public-phone', { token, body: { approval_public_phone: 3, target: 'x' } })).status).toBe(422);
  });
});

describe('POST /upload/user/images', () => {
  it('re-encodes a photo to a 512×512 WebP without metadata and serves it with long caching', async () => {
    const { token } = await signUp(server);
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3366aa' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-gps-note' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload(token, jpeg, 'image/jpeg', 'me.jpg');
    expect(res.status).toBe(200);
    expect(res.body.user.photo).toMatch(/^\/files\/photos\/[0-9A-Z]{26}\.webp$/);
    const file = await fetch(`${server.url}${res.body.user.photo}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect(file.headers.get('cache-control')).toContain('max-age=31536000');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    const head = await fetch(`${server.url}${res.body.user.photo}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(file.headers.get('content-length'));
    const bytes = Buffer.from(await file.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes('secret-gps-note')).toBe(false);
  });

  it('replaces the previous photo file', async () => {
    const { token } = await signUp(server);
    const png = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#ff0000' } }).png().toBuffer();
    const first = await upload(token, png, 'image/png');
    const second = await upload(token, png, 'image/png');
    expect(second.body.user.photo).not.toBe(first.body.user.photo);
    expect((await fetch(`${server.url}${first.body.user.photo}`)).status).toBe(404);
    expect((await fetch(`${server.url}${second.body.user.photo}`)).status).toBe(200);
  });

  it('judges by magic bytes: a PNG name with other bytes is 415', async () => {
    const { token } = await signUp(server);
    const res = await upload(token, Buffer.from('this is not an image at all'), 'image/png');
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('unsupported_media_type');
  });

  it('refuses SVG, even declared as an image', async () => {
    const { token } = await signUp(server);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload(token, svg, 'image/svg+xml', 'me.svg')).status).toBe(415);
    expect((await upload(token, svg, 'image/png', 'me.png')).status).toBe(415);
  });

  it('refuses a truncated image whose magic bytes are right', async () => {
    const { token } = await signUp(server);
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#00ff00' } }).png().toBuffer();
    expect((await upload(token, png.subarray(0, 40), 'image/png')).status).toBe(415);
  });

  it('refuses files over 6 MB with 413', async () => {
    const { token } = await signUp(server);
    const big = Buffer.alloc(PHOTO_MAX_BYTES + 1, 0);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const res = await upload(token, big, 'image/jpeg', 'big.jpg');
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('payload_too_large');
  });

  it('needs a photo field, multipart and a login', async () => {
    const { token } = await signUp(server);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer();
    expect((await upload(token, png, 'image/png', 'x.png', 'other')).status).toBe(422);
    expect((await server.api('POST', '/upload/user/images', { token, body: { photo: 'x' } })).status).toBe(415);
    const anon = await fetch(`${server.url}/api/upload/user/images`, { method: 'POST', body: new FormData() });
    expect(anon.status).toBe(401);
  });

  it('answers unknown or malformed file paths with 404', async () => {
    expect((await fetch(`${server.url}/files/photos/01ARZ3NDEKTSV4RRFFQ69G5FAV.webp`)).status).toBe(404);
    expect((await fetch(`${server.url}/files/../secrets.json`)).status).toBe(404);
    expect((await fetch(`${server.url}/files/photos/%2e%2e%2fx.webp`)).status).toBe(404);
  });
});
