import { describe, expect, it } from 'vitest';
import { cacheImages, cacheableImageUrls, IMAGE_CACHE_NAME } from './image-cache';

const origin = 'https://app.test';

function fakeCaches(already: string[] = []) {
  const stored = new Set(already);
  const opened: string[] = [];
  const storage = {
    open: async (name: string) => {
      opened.push(name);
      return {
        match: async (url: string) => (stored.has(url) ? new Response('x') : undefined),
        addAll: async (urls: string[]) => urls.forEach((u) => stored.add(u)),
      };
    },
  } as unknown as CacheStorage;
  return { storage, stored, opened };
}

describe('saved listing photos go into the image cache', () => {
  it('keeps same-origin /files/ urls only, once each', () => {
    expect(cacheableImageUrls(['/files/a.webp', null, '/files/a.webp', 'https://cdn.test/files/b.webp', '/api/x', ''], origin)).toEqual([
      'https://app.test/files/a.webp',
    ]);
  });

  it('adds the missing photos to the cache the service worker serves /files/ from', async () => {
    const { storage, stored, opened } = fakeCaches(['https://app.test/files/a.webp']);
    expect(await cacheImages(['/files/a.webp', '/files/b.webp'], { caches: storage, origin })).toBe(1);
    expect(opened).toEqual([IMAGE_CACHE_NAME]);
    expect([...stored].sort()).toEqual(['https://app.test/files/a.webp', 'https://app.test/files/b.webp']);
  });
});
