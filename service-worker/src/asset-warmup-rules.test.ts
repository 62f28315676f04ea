import { describe, expect, it } from 'vitest';
import { assetsToWarm } from './asset-warmup-rules.js';

describe('assets to warm', () => {
  it('keeps our hashed chunks once, by path, and ignores everything else', () => {
    expect(
      assetsToWarm(
        [
          'https://app.test/assets/database-runtime-DY7NBkSf.js',
          'https://app.test/assets/database-runtime-DY7NBkSf.js',
          '/assets/leaflet-map-Ds4Udj8m.css',
          'https://cdn.test/assets/evil-12345678.js',
          'https://app.test/api/sync/messages/pull',
          'https://app.test/files/photo.webp',
          42,
          'http://[bad',
        ],
        'https://app.test',
      ),
    ).toEqual(['/assets/database-runtime-DY7NBkSf.js', '/assets/leaflet-map-Ds4Udj8m.css']);
  });
  it('accepts only an array', () => {
    expect(assetsToWarm('https://app.test/assets/a-12345678.js', 'https://app.test')).toEqual([]);
  });
});
