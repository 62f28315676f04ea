/** What TanStack Router's default search parser leaves as text: anything not starting like JSON. */
const JSON_START = /^(?:\s|["[{\d-]|fa|nu|tr)/;

/** One value as the router's `decode` types it: '' stays '', true/false and canonical numbers convert. */
function typed(text: string): unknown {
  if (!text) return '';
  if (text === 'false') return false;
  if (text === 'true') return true;
  const number = Number(text);
  return number * 0 === 0 && `${number}` === text ? number : text;
}

/**
 * An address's query string as the router's default `parseSearch` reads it (a repeated key gives
 * an array; a value that reads as JSON is parsed), for code that runs before the router has
 * loaded: the entry asks for the first page's data with it (app/first-page-data.ts), and must
 * build the same request the page will. Importing the router's own parser there would pull the
 * router into the entry. The unit tests compare both.
 */
export function readSearchString(search: string): Record<string, unknown> {
  const out = Object.create(null) as Record<string, unknown>;
  for (const [key, text] of new URLSearchParams(search)) {
    const previous = out[key];
    out[key] = previous === undefined ? typed(text) : Array.isArray(previous) ? [...previous, typed(text)] : [previous, typed(text)];
  }
  for (const [key, value] of Object.entries(out)) {
    if (typeof value !== 'string' || !JSON_START.test(value)) continue;
    try {
      out[key] = JSON.parse(value) as unknown;
    } catch {
      // Not JSON after all: the text itself.
    }
  }
  return out;
}
