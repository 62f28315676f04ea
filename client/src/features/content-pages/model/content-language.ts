import { CONTENT_LANGUAGES, DEFAULT_LANGUAGE } from '@crashpad/sync';

export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];


export function isContentLanguage(value: unknown): value is ContentLanguage {
  return typeof value === 'string' && (CONTENT_LANGUAGES as readonly string[]).includes(value);
}

/** `?lang=` of a content page: a content language, or absent (anything else is dropped). */
export interface ContentSearch {
  lang?: ContentLanguage;
}

export function parseContentSearch(search: Record<string, unknown>): ContentSearch {
  return isContentLanguage(search.lang) ? { lang: search.lang } : {};
}

/** The language a page is shown in: the one picked on the page, else the interface language. */
export function contentLanguageOf(picked: ContentLanguage | undefined, uiLanguage: string): ContentLanguage {
  if (picked) return picked;
  return isContentLanguage(uiLanguage) ? uiLanguage : DEFAULT_LANGUAGE;
}
