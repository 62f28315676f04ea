import { DEFAULT_LANGUAGE, LANGUAGE_TIME_ZONES, LANGUAGES, type Language } from '@crashpad/sync';

const asLanguage = (lng: string): Language =>
  (LANGUAGES as readonly string[]).includes(lng.slice(0, 2)) ? (lng.slice(0, 2) as Language) : DEFAULT_LANGUAGE;

const cache = new Map<Language, Intl.DateTimeFormat>();

/**
 * The hour and minute of a message in the language's display time zone (spec 1 §9), shown next
 * to its date in the chat. '' for missing or broken input.
 */
export function formatMessageTime(value: string | null | undefined, lng: string): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const language = asLanguage(lng);
  let formatter = cache.get(language);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, { timeZone: LANGUAGE_TIME_ZONES[language], hour: '2-digit', minute: '2-digit' });
    cache.set(language, formatter);
  }
  return formatter.format(date);
}
