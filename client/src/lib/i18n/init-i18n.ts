import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@crashpad/sync';
import { readStoredLanguage } from './language-store';
import { mergeAreas } from './merge-areas';

/**
 * UI strings live in `locales/<lng>/<area>.json` (one file per feature area, so features can be
 * worked on side by side) and are built into one lazy chunk per language (ui-bundles/<lng>.ts,
 * with the texts shared with the server): only the current language loads, in one request.
 */
type UiBundle = { areas: Record<string, Record<string, unknown>>; shared: object };
const bundleLoaders: Record<Language, () => Promise<UiBundle>> = {
  en: () => import('./ui-bundles/en'),
  de: () => import('./ui-bundles/de'),
  fr: () => import('./ui-bundles/fr'),
  es: () => import('./ui-bundles/es'),
  pt: () => import('./ui-bundles/pt'),
};

export async function loadLanguage(lng: Language): Promise<void> {
  if (i18next.hasResourceBundle(lng, 'translation')) return;
  const { areas, shared } = await bundleLoaders[lng]();
  // The language has no strings yet (checked above) and mergeAreas makes a new object for this
  // call: neither a deep merge nor i18next's defensive copy (a JSON round trip of the whole bundle,
  // the largest i18n item of the search page's start in a CPU profile, issue 11) is needed.
  i18next.addResourceBundle(lng, 'translation', mergeAreas(areas, shared), false, true, { silent: false, skipCopy: true });
}

export async function initI18n(): Promise<void> {
  const lng = readStoredLanguage() ?? DEFAULT_LANGUAGE;
  await i18next.use(initReactI18next).init({
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  // The fallback language (for keys a translation lacks) loads alongside, not after.
  await Promise.all([loadLanguage(lng), lng === DEFAULT_LANGUAGE ? null : loadLanguage(DEFAULT_LANGUAGE)]);
  // i18next resolves the language only when it has resources for it: without this,
  // `resolvedLanguage` stays unset and the language selector shows English after a reload.
  await i18next.changeLanguage(lng);
  document.documentElement.lang = lng;
}

export { i18next };
