import { describe, expect, it } from 'vitest';
import { hasVisibleText } from './visible-text.js';

describe('hasVisibleText', () => {
  it('refuses text made only of characters that show nothing', () => {
    for (const text of [
      '',
      '\u200B\u200C\u200D\u2060\uFEFF', // zero-width space, joiners, word joiner, BOM
      ' \t\n\r\u00A0\u1680\u2000\u2003\u200A\u2028\u2029\u202F\u205F\u3000', // every kind of space and line separator
      '\u202E\u2066\u2069\u200E\u200F', // bidi controls
      '\u0301\u0308\u20DD', // combining marks alone
      '\u00AD\u034F\uFE0F', // soft hyphen, grapheme joiner, variation selector
      '\u3164\u115F\u1160\uFFA0\u2800\u180E', // Hangul fillers, Braille blank, Mongolian vowel separator
      '\u0000\u0007\u001F\u007F', // control characters
      '\u{E0020}\u{E007F}', // tag characters
    ]) {
      expect(hasVisibleText(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('accepts any visible character, in any script', () => {
    for (const text of ['a', ' a ', '\u200Bhi\u200B', '😀', '日本', 'é', 'e\u0301', '.', '٣', '\u05D0']) {
      expect(hasVisibleText(text), JSON.stringify(text)).toBe(true);
    }
  });
});
