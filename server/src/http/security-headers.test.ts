import { describe, expect, it } from 'vitest';
import { tileImageSource } from './security-headers.js';

describe('tileImageSource (CSP img-src for map tiles)', () => {
  it('allows the origin of the default OpenStreetMap template', () => {
    expect(tileImageSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
  });
  it('widens a {s} subdomain placeholder to a wildcard', () => {
    expect(tileImageSource('https://{s}.tiles.example.com:8443/{z}/{x}/{y}.png')).toBe('https://*.tiles.example.com:8443');
  });
  it('refuses anything that would loosen the policy', () => {
    expect(tileImageSource('javascript:alert(1)')).toBeNull();
    expect(tileImageSource('https://evil.test; script-src *')).toBeNull();
    expect(tileImageSource('https://a.{s}.test/x')).toBeNull();
    expect(tileImageSource('//tiles.test/{z}')).toBeNull();
  });
});
