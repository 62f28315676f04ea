import { describe, expect, it } from 'vitest';
import { isCacheableImage } from './caching.js';

describe('runtime caching rules', () => {
  it('caches uploaded images of our own origin only', () => {
    expect(isCacheableImage(new URL('https://app.test/files/abc.webp'), true)).toBe(true);
    expect(isCacheableImage(new URL('https://cdn.test/files/abc.webp'), false)).toBe(false);
  });
  it('never caches API calls such as sync and login', () => {
    expect(isCacheableImage(new URL('https://app.test/api/sync/messages/pull'), true)).toBe(false);
    expect(isCacheableImage(new URL('https://app.test/api/login'), true)).toBe(false);
  });
});
