import { describe, expect, it } from 'vitest';
import { metaDescription } from './meta-description';

describe('metaDescription', () => {
  it('shortens long descriptions at a word boundary', () => {
    const long = 'word '.repeat(60);
    const d = metaDescription(long);
    expect(d.length).toBeLessThanOrEqual(160);
    expect(d.endsWith('word…')).toBe(true);
    expect(metaDescription('  short\n text ')).toBe('short text');
  });
});
