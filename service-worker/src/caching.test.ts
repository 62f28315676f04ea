import { describe, expect, it } from 'vitest';
import { isCacheableImage, isHashedAsset, isNeverCached, isStorableAnswer, SHELL_NAVIGATION_DENYLIST } from './caching-rules.js';
import { localeChunkFileName, localeOfChunk, nonDefaultLocaleGlobs } from './locale-chunks.js';

const req = (headers: Record<string, string> = {}) => new Request('https://app.test/files/listings/a.webp', { headers });
const res = (headers: Record<string, string>, status = 200) => new Response('x', { status, headers });
const shellAnswers = (path: string) => !SHELL_NAVIGATION_DENYLIST.some((re) => re.test(path));

describe('runtime caching rules', () => {
  it('serves content-hashed chunks of our own origin from the assets cache, nothing else', () => {
    expect(isHashedAsset(new URL('https://x.test/assets/_auth.chat._id-hiAzHVzw.js'), true)).toBe(true);
    expect(isHashedAsset(new URL('https://x.test/assets/leaflet-map-Ds4Udj8m.css'), true)).toBe(true);
    expect(isHashedAsset(new URL('https://x.test/assets/leaflet-map-Ds4Udj8m.css'), false)).toBe(false);
    expect(isHashedAsset(new URL('https://x.test/api/assets/a-12345678.js'), true)).toBe(false);
    expect(isHashedAsset(new URL('https://x.test/assets/index.js'), true)).toBe(false);
  });

  it('caches uploaded images of our own origin only', () => {
    expect(isCacheableImage(new URL('https://app.test/files/abc.webp'), true)).toBe(true);
    expect(isCacheableImage(new URL('https://cdn.test/files/abc.webp'), false)).toBe(false);
  });
  it('never caches API calls such as sync and login', () => {
    expect(isCacheableImage(new URL('https://app.test/api/sync/messages/pull'), true)).toBe(false);
    expect(isCacheableImage(new URL('https://app.test/api/login'), true)).toBe(false);
    expect(isNeverCached(new URL('https://app.test/api/login'))).toBe(true);
    expect(isNeverCached(new URL('https://app.test/api'))).toBe(true);
    expect(isNeverCached(new URL('https://app.test/apiary'))).toBe(false);
  });
  it('never caches map tiles (DECISIONS #12: they come from the tile server, online only)', () => {
    const tile = new URL('https://tile.openstreetmap.org/9/106/194.png');
    expect(isCacheableImage(tile, false)).toBe(false);
  });
  it('never stores a personalised answer, whatever route matched it', () => {
    const publicImage = { 'Cache-Control': 'public, max-age=31536000, immutable', 'Content-Type': 'image/webp' };
    expect(isStorableAnswer(req(), res(publicImage))).toBe(true);
    // Sent with credentials, or answered as one viewer's: never kept.
    expect(isStorableAnswer(req({ Authorization: 'Bearer abc' }), res(publicImage))).toBe(false);
    expect(isStorableAnswer(req(), res({ 'Cache-Control': 'no-store' }))).toBe(false);
    expect(isStorableAnswer(req(), res({ 'Cache-Control': 'private, max-age=300' }))).toBe(false);
    expect(isStorableAnswer(req(), res({ 'Cache-Control': 'No-Store' }))).toBe(false);
    expect(isStorableAnswer(req(), res({ ...publicImage, Vary: 'Accept-Encoding, Authorization' }))).toBe(false);
    expect(isStorableAnswer(req(), res({ ...publicImage, Vary: 'authorization' }))).toBe(false);
    expect(isStorableAnswer(req(), res({ ...publicImage, Vary: 'Cookie' }))).toBe(false);
    expect(isStorableAnswer(req(), res({ ...publicImage, Vary: '*' }))).toBe(false);
    // Errors and partial answers are not kept either.
    expect(isStorableAnswer(req(), res(publicImage, 404))).toBe(false);
    expect(isStorableAnswer(req(), res(publicImage, 206))).toBe(false);
    expect(isStorableAnswer(req(), res({ ...publicImage, Vary: 'Accept-Encoding' }))).toBe(true);
  });

  it('answers client routes with the app shell, but not the API or uploaded files', () => {
    expect(shellAnswers('/')).toBe(true);
    expect(shellAnswers('/login')).toBe(true);
    expect(shellAnswers('/listings/123')).toBe(true);
    expect(shellAnswers('/api/user')).toBe(false);
    expect(shellAnswers('/api')).toBe(false);
    expect(shellAnswers('/files/abc.webp')).toBe(false);
  });
});

describe('locale chunks', () => {
  it('names the chunk of a locale file after its language and area', () => {
    expect(localeChunkFileName('/w/client/src/lib/i18n/ui-bundles/de.ts')).toBe('assets/locale-de-ui-[hash].js');
    expect(localeChunkFileName('C:\\w\\client\\src\\lib\\i18n\\ui-bundles\\pt.ts')).toBe('assets/locale-pt-ui-[hash].js');
    expect(localeChunkFileName('/w/client/src/lib/i18n/init-i18n.ts')).toBeNull();
    expect(localeChunkFileName('/w/client/src/locales/de/app.json')).toBe('assets/locale-de-app-[hash].js');
    expect(localeChunkFileName('C:\\w\\client\\src\\locales\\pt\\sign-up.json')).toBe('assets/locale-pt-sign-up-[hash].js');
    expect(localeChunkFileName('/w/sync/src/i18n/fr.ts')).toBe('assets/locale-fr-shared-[hash].js');
    expect(localeChunkFileName('/w/client/src/content/th/index.ts')).toBe('assets/locale-th-content-pages-[hash].js');
    expect(localeChunkFileName('/w/sync/src/i18n/messages.ts')).toBeNull();
    expect(localeChunkFileName('/w/client/src/routes/index.tsx')).toBeNull();
    expect(localeChunkFileName(null)).toBeNull();
  });
  it('leaves every language but the default out of the precache', () => {
    expect(nonDefaultLocaleGlobs(['en', 'de', 'fr'], 'en')).toEqual(['assets/locale-de-*.js', 'assets/locale-fr-*.js']);
  });
  it('recognises built locale chunks of our origin only', () => {
    expect(localeOfChunk(new URL('https://app.test/assets/locale-fr-app-B1x_9z.js'), true)).toBe('fr');
    expect(localeOfChunk(new URL('https://app.test/assets/locale-de-ui-B1x_9z.js'), true)).toBe('de');
    expect(localeOfChunk(new URL('https://app.test/assets/locale-fr-sign-up-B1x_9z.js'), true)).toBe('fr');
    expect(localeOfChunk(new URL('https://app.test/assets/index-B1x_9z.js'), true)).toBeNull();
    expect(localeOfChunk(new URL('https://cdn.test/assets/locale-fr-app-B1x_9z.js'), false)).toBeNull();
  });
});
