import { describe, expect, it } from 'vitest';
import { hasMapPosition } from './listing-map';

describe('listing map position', () => {
  it('shows real coordinates', () => {
    expect(hasMapPosition({ latitude: 39.86, longitude: -104.67 })).toBe(true);
  });
  it('hides missing or impossible coordinates', () => {
    expect(hasMapPosition({ latitude: 0, longitude: 0 })).toBe(false);
    expect(hasMapPosition({ latitude: Number.NaN, longitude: 1 })).toBe(false);
    expect(hasMapPosition({ latitude: 91, longitude: 1 })).toBe(false);
  });
});
