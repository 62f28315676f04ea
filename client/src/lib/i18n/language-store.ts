import { LANGUAGES, LANGUAGE_STORE_MS, type Language } from '@crashpad/sync';

const KEY = 'language';

/** The chosen language, kept for 365 days (spec 1 §9). */
export function readStoredLanguage(): Language | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const { value, expires } = JSON.parse(raw) as { value: string; expires: number };
    if (Date.now() > expires || !(LANGUAGES as readonly string[]).includes(value)) return null;
    return value as Language;
  } catch {
    return null;
  }
}

export function storeLanguage(lng: Language): void {
  localStorage.setItem(KEY, JSON.stringify({ value: lng, expires: Date.now() + LANGUAGE_STORE_MS }));
}
