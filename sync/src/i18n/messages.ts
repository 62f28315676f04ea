import type { Language } from '../limits.js';
import type { SharedMessages } from './shared-messages-type.js';
import { en } from './en.js';
import { de } from './de.js';
import { fr } from './fr.js';
import { es } from './es.js';
import { pt } from './pt.js';

export type { SharedMessages };

/** All languages at once: for the server. The client imports `@crashpad/sync/i18n/<lng>` lazily. */
export const sharedMessages: Record<Language, SharedMessages> = { en, de, fr, es, pt };

/** Translate a `validation.*`, `errors.*`, `payments.*` or `rentals.*` key; unknown keys fall back to English, then to the key. */
export function translateShared(lang: Language, key: string): string {
  const [group, name] = key.split('.', 2) as [string, string | undefined];
  if (!name || (group !== 'errors' && group !== 'validation' && group !== 'payments' && group !== 'rentals')) return key;
  const pick = (l: Language) => (sharedMessages[l][group] as Record<string, string>)[name];
  return pick(lang) ?? pick('en') ?? key;
}
