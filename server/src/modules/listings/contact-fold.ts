/**
 * A copy of a text for contact matching, one UTF-16 unit per visible character, that maps any
 * match back to the span of the original it came from. Folding defeats the cheap disguises:
 * - full-width and mathematical forms, superscripts and accented letters → their ASCII base
 *   ("０１２" → "012", "＠" → "@", "zéro" → "zero");
 * - digits of other scripts ("٧٢٠", "७२०") → ASCII digits;
 * - Unicode spaces → ' ', Unicode dashes and the minus sign → '-';
 * - invisible format characters (zero-width space/joiners, soft hyphen, BOM) and combining marks
 *   → nothing, so "720\u200B555" reads as "720555".
 * Anything else stays itself; characters outside the BMP that fold to nothing useful become
 * U+FFFC, which no pattern matches.
 */
export interface FoldedText {
  text: string;
  /** The original [start, end) covered by folded [from, to). */
  originalRange(from: number, to: number): [number, number];
}

const ASCII = /^[\x20-\x7E]$/;
const DROPPED = /^[\p{Cf}\p{M}]$/u;
const SPACE = /^\p{Zs}$/u;
const DASH = /^[\p{Pd}\u2212]$/u;
const DIGIT = /^\p{Nd}$/u;

/** Unicode encodes every decimal digit run from 0 upwards: the value is the distance from the run's start, mod 10. */
function digitValue(cp: number): string {
  let start = cp;
  while (start > 0 && DIGIT.test(String.fromCodePoint(start - 1)) && cp - start < 60) start -= 1;
  return String((cp - start) % 10);
}

function foldChar(ch: string): string {
  const cp = ch.codePointAt(0)!;
  if (cp < 0x80) return ch;
  if (DROPPED.test(ch)) return '';
  if (SPACE.test(ch)) return ' ';
  if (DASH.test(ch)) return '-';
  const base = ch.normalize('NFKD').replace(/\p{M}/gu, '');
  if (ASCII.test(base)) return base;
  if (DIGIT.test(ch)) return digitValue(cp);
  return cp > 0xffff ? '\uFFFC' : ch;
}

export function foldForMatching(original: string): FoldedText {
  let text = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let i = 0;
  for (const ch of original) {
    const folded = foldChar(ch);
    if (folded) {
      text += folded;
      starts.push(i);
      ends.push(i + ch.length);
    }
    i += ch.length;
  }
  return {
    text,
    originalRange: (from, to) => [starts[from]!, ends[to - 1]!],
  };
}
