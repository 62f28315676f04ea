/**
 * Spec 2 §2: phone numbers and e-mail addresses are stripped from the description and the
 * house rules, so contact happens through the product's messaging. Applied on the server at
 * every save (the client's own stripping is only a courtesy).
 */
const EMAIL = /[A-Za-z0-9._%+-]+\s*(?:@|\(at\)|\[at\])\s*[A-Za-z0-9-]+(?:\s*(?:\.|\(dot\)|\[dot\])\s*[A-Za-z0-9-]+)+/gi;
/**
 * 7 or more digits with the usual separators, optionally after + (international) — prices and
 * years have fewer. No upper bound: a capped match would leave the tail of a long run behind.
 */
const PHONE = /(?:\+\s?)?\(?(?:\d[\s().-]{0,3}){6,}\d/g;

const digitCount = (s: string) => (s.match(/\d/g) ?? []).length;

function scrubOnce(text: string): string {
  return text
    .replace(EMAIL, '')
    .replace(PHONE, (m) => (digitCount(m) >= 7 ? '' : m))
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/ +([.,;:!?])/g, '$1')
    .trim();
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
