import { foldForMatching, type FoldedText } from './contact-fold.js';

/**
 * Spec 2 §2: phone numbers and e-mail addresses are stripped from the description and the
 * house rules, so contact happens through the product's messaging. Applied on the server at
 * every save (the client's own stripping is only a courtesy).
 *
 * Matching runs on a folded copy of the text (contact-fold.ts: full-width and other digit
 * scripts to ASCII, Unicode spaces and dashes to ' ' and '-', invisible characters skipped) so
 * "０１２…" or "720\u200B555…" cannot hide a number, while removal cuts the ORIGINAL text: the
 * contact goes, and every other character stays as the lister typed it.
 */

// Starts only where a run of address characters starts: a match tried from inside a long run
// would rescan it from every position (quadratic on a 5,000-character description).
const LOCAL = String.raw`(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+`;
const LABEL = String.raw`[A-Za-z0-9-]+`;
/** Domain endings accepted after a spelled-out or spaced "dot": "at the airport" has none. */
// (Endings that are also common words, like "at", "in", "it", "me", "us", "be", are left out.)
const TLD = String.raw`(?:com|net|org|edu|gov|mil|info|biz|io|co|app|dev|email|aero|travel|uk|ca|mx|de|fr|es|pt|br|nl|ch|ie|au|nz|jp)`;

/** user@host.tld: the dots of the domain are tight, so the dot ending a sentence is not taken. */
const EMAIL = new RegExp(String.raw`${LOCAL}\s*@\s*${LABEL}(?:\.${LABEL})+`, 'gi');

const AT = String.raw`(?:\s*@\s*|\s*[(\[{<]\s*at\s*[)\]}>]\s*|\s+at\s+)`;
const DOT = String.raw`(?:\.|\s*[(\[{<]\s*dot\s*[)\]}>]\s*|\s+dot\s+|\s+\.\s+)`;
/** "name at example dot com", "name (at) example [dot] co dot uk": spelled or spaced separators, a known ending. */
const SPELLED_EMAIL = new RegExp(String.raw`${LOCAL}${AT}${LABEL}(?:${DOT}${LABEL})*${DOT}${TLD}(?![A-Za-z0-9-])`, 'gi');

/** Digits spelled out in the five UI languages (en, de, fr, es, pt), and "oh" for zero; folded, so without accents. */
const DIGIT_WORDS = [
  'zero', 'oh', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine',
  'null', 'eins', 'zwei', 'drei', 'vier', 'funf', 'sechs', 'sieben', 'acht', 'neun',
  'un', 'deux', 'trois', 'quatre', 'cinq', 'sept', 'huit', 'neuf',
  'cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve',
  'um', 'dois', 'quatro', 'sete', 'oito', 'nove',
];
/**
 * One digit of a phone number: a figure, a spelled digit, or a letter O standing for zero
 * ("555 O12 3456"), the last two only as whole words or next to figures.
 */
const UNIT = String.raw`(?:\d|(?<![\p{L}\p{N}])(?:${DIGIT_WORDS.join('|')})(?![\p{L}\p{N}])|(?<!\p{L})[oO](?!\p{L}))`;
/**
 * 7 or more digits with the usual separators, optionally after + (international): prices and
 * years have fewer. No upper bound: a capped match would leave the tail of a long run behind.
 */
const PHONE = new RegExp(String.raw`(?:\+\s?)?\(?(?:${UNIT}[\s().-]{0,3}){6,}${UNIT}`, 'giu');
const UNIT_ONE = new RegExp(UNIT, 'giu');
/** "1200-1500", "2019 – 2024": two 4-digit figures rising, a price or year range rather than a number. */
const RANGE = /^(\d{4})\s*-\s*(\d{4})$/;

function isPhone(match: string): boolean {
  if ((match.match(UNIT_ONE) ?? []).length < 7) return false;
  const range = RANGE.exec(match);
  return !(range && Number(range[1]) < Number(range[2]));
}

/** Characters next to a cut that decide what spacing to drop with it. */
const SPACE = /^[^\S\n]$/u;
const CLOSES_PHRASE = /^[.,;:!?)]$/;

/**
 * Cuts [start, end) out of `text` and tidies only the seam: of the spaces on both sides one
 * stays, and none before punctuation, a line end or the end of the text.
 */
function cut(text: string, start: number, end: number): string {
  let s = start;
  let e = end;
  const before = text[s - 1];
  const after = text[e];
  const atLineStart = before === undefined || before === '\n';
  if (after !== undefined && SPACE.test(after) && (atLineStart || SPACE.test(before!))) e += 1;
  else if (before !== undefined && SPACE.test(before) && (after === undefined || after === '\n' || CLOSES_PHRASE.test(after))) s -= 1;
  return text.slice(0, s) + text.slice(e);
}

/** Removes every match of `pattern` (kept by `keep`) found on the folded text from the original. */
function removeMatches(text: string, pattern: RegExp, keep: (match: string) => boolean = () => true): string {
  const folded: FoldedText = foldForMatching(text);
  const ranges: [number, number][] = [];
  for (const m of folded.text.matchAll(pattern)) {
    if (m[0].length === 0 || !keep(m[0])) continue;
    ranges.push(folded.originalRange(m.index, m.index + m[0].length));
  }
  let out = text;
  for (const [start, end] of ranges.reverse()) out = cut(out, start, end);
  return out;
}

function removeEmails(text: string): string {
  return removeMatches(removeMatches(text, EMAIL), SPELLED_EMAIL);
}

function scrubOnce(text: string): string {
  // E-mails first: removing one can bring the two halves of a number together.
  return removeMatches(removeEmails(text), PHONE, isPhone);
}

/** Scrubs until nothing changes: removing one contact can bring the pieces of another together. */
export function scrubContacts(text: string): string {
  let current = text;
  for (let i = 0; i < 10; i += 1) {
    const next = scrubOnce(current);
    if (next === current) return next;
    current = next;
  }
  return current;
}
