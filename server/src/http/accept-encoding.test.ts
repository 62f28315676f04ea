import { describe, expect, it } from 'vitest';
import { chooseCoding } from './accept-encoding.js';

describe('chooseCoding (Accept-Encoding negotiation)', () => {
  it('prefers brotli, then gzip, when the client takes both', () => {
    expect(chooseCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseCoding('gzip, deflate')).toBe('gzip');
    expect(chooseCoding('x-gzip')).toBe('gzip');
  });
  it('follows q-values, q=0 refusing a coding', () => {
    expect(chooseCoding('br;q=0.5, gzip')).toBe('gzip');
    expect(chooseCoding('br;q=0, gzip;q=0.1')).toBe('gzip');
    expect(chooseCoding('br;q=0, gzip;q=0')).toBeNull();
    expect(chooseCoding('*;q=0.3, gzip;q=0')).toBe('br');
    expect(chooseCoding('BR ; Q=1')).toBe('br');
  });
  it('answers uncompressed without the header, for identity or unknown codings', () => {
    expect(chooseCoding(undefined)).toBeNull();
    expect(chooseCoding('')).toBeNull();
    expect(chooseCoding('identity')).toBeNull();
    expect(chooseCoding('deflate, zstd')).toBeNull();
  });
  it('only picks a coding that is available', () => {
    expect(chooseCoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(chooseCoding('br', ['gzip'])).toBeNull();
  });
});
