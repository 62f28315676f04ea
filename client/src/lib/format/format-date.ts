import { DEFAULT_LANGUAGE, LANGUAGE_TIME_ZONES, LANGUAGES, type Language } from '@crashpad/sync';

const asLanguage = (lng: string): Language =>
  (LANGUAGES as readonly string[]).includes(lng.slice(0, 2)) ? (lng.slice(0, 2) as Language) : DEFAULT_LANGUAGE;

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(lng: Language): Intl.DateTimeFormat {
  let f = cache.get(lng);
  if (!f) {
    f = new Intl.DateTimeFormat(lng, { timeZone: LANGUAGE_TIME_ZONES[lng], year: 'numeric', month: 'short', day: '2-digit' });
    cache.set(lng, f);
  }
  return f;
}

/**
 * spec 1 §9: dates show as "MMM DD, YYYY" in the language's time zone (en New York, fr Paris,
 * de Berlin, es Madrid, pt Lisbon). The month abbreviation is the language's own; the order
 * stays the spec's. Returns '' for missing or invalid input.
 */
export function formatDate(value: string | number | Date | null | undefined, lng: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = formatter(asLanguage(lng)).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const month = part('month').replace(/\.$/, '');
  return `${month.charAt(0).toUpperCase()}${month.slice(1)} ${part('day')}, ${part('year')}`;
}
