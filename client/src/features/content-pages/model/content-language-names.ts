import type { ContentLanguage } from './content-language';

/**
 * Each language named in itself, for the content-language switch. Thai exists for the
 * content pages only (spec 2 §9): the interface has no Thai, so a reader picks it here.
 */
export const CONTENT_LANGUAGE_NAMES: Record<ContentLanguage, string> = {
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  pt: 'Português',
  th: 'ไทย',
};
