/**
 * Characters that show nothing on their own: white space of every kind, format characters
 * (zero-width space/joiners, bidi controls, word joiner, BOM, soft hyphen…), control characters,
 * combining marks (they only decorate a base character), variation selectors, and the blank
 * "letters" that render empty (Hangul fillers, Braille blank, Mongolian vowel separator; the Khmer
 * inherent vowels are marks already).
 */
const INVISIBLE = /[\p{White_Space}\p{Cf}\p{Cc}\p{M}\u115F\u1160\u180E\u2800\u3164\uFFA0\u{E0000}-\u{E007F}]/gu;

/** Whether `text` has at least one character a reader can see (issue 7 §1.9). */
export function hasVisibleText(text: string): boolean {
  return text.replace(INVISIBLE, '').length > 0;
}

/** `text` without the characters that show nothing (for comparisons, never for storage). */
export function withoutInvisible(text: string): string {
  return text.replace(INVISIBLE, '');
}
