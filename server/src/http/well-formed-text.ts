/**
 * A lone UTF-16 surrogate (half of a pair, `"\ud800"` in JSON) is not text: UTF-8 cannot carry it,
 * so MongoDB's driver stores U+FFFD in its place while the embedded store keeps it, and mail,
 * Stripe and push payloads each do something else. JSON is the only way one reaches the server
 * (bytes that are not UTF-8 are decoded to U+FFFD already), so the body reader replaces each with
 * U+FFFD too: every store then keeps the same text, and nothing half-written travels further.
 */

/** A high surrogate without its low half, or a low one without its high half. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** A JSON text that may hold an escaped surrogate (`\uD83D` or `\udc00`): only those can make ill-formed strings. */
const ESCAPED_SURROGATE = /\\u[dD][89a-fA-F]/;

export const wellFormedText = (text: string): string => text.replace(LONE_SURROGATE, '\ufffd');

/** `value` with every string, keys included, well formed (new arrays and objects only where needed to hold them). */
export function wellFormedJson(value: unknown): unknown {
  if (typeof value === 'string') return wellFormedText(value);
  if (Array.isArray(value)) return value.map(wellFormedJson);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    // defineProperty, not assignment: a `__proto__` key stays a plain own key, as JSON.parse made it.
    Object.defineProperty(out, wellFormedText(key), { value: wellFormedJson(inner), enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** JSON.parse, with lone surrogates replaced; the walk runs only for a text with surrogate escapes. */
export function parseWellFormedJson(raw: string): unknown {
  const parsed: unknown = JSON.parse(raw);
  return ESCAPED_SURROGATE.test(raw) ? wellFormedJson(parsed) : parsed;
}
