import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('finds links in e-mail text and keeps trailing punctuation outside', () => {
    expect(linkify('Reset: http://localhost:8080/password/reset/abc_123. Thanks')).toEqual([
      { kind: 'text', text: 'Reset: ' },
      { kind: 'link', href: 'http://localhost:8080/password/reset/abc_123' },
      { kind: 'text', text: '. Thanks' },
    ]);
  });
  it('leaves text without links alone and ignores non-http schemes', () => {
    expect(linkify('javascript:alert(1) hi')).toEqual([{ kind: 'text', text: 'javascript:alert(1) hi' }]);
  });
});
