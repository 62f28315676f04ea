import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, type SharedMessages } from '@crashpad/sync';
import { readStoredLanguage } from './language-store';

/**
 * UI strings live in `locales/<lng>/<area>.json` (one file per feature area, so features can be
 * worked on side by side). Each language is a separate lazy chunk: only the current one loads.
 */
/** Error and validation texts shared with the server, one chunk per language. */
const sharedLoaders: Record<Language, () => Promise<SharedMessages>> = {
  en: () => import('@crashpad/sync/i18n/en').then((m) => m.en),
  de: () => import('@crashpad/sync/i18n/de').then((m) => m.de),
  fr: () => import('@crashpad/sync/i18n/fr').then((m) => m.fr),
  es: () => import('@crashpad/sync/i18n/es').then((m) => m.es),
  pt: () => import('@crashpad/sync/i18n/pt').then((m) => m.pt),
};

const files = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');

function deepMerge(target: Record<string, unknown>, source: Record<string, unknown>): Record<string, unknown> {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] =
      existing && typeof existing === 'object' && value && typeof value === 'object'
        ? deepMerge({ ...(existing as Record<string, unknown>) }, value as Record<string, unknown>)
        : value;
  }
  return target;
}

export async function loadLanguage(lng: Language): Promise<void> {
  if (i18next.hasResourceBundle(lng, 'translation')) return;
  const sharedPromise = sharedLoaders[lng]();
  const parts = await Promise.all(
    Object.entries(files)
      .filter(([path]) => path.includes(`/locales/${lng}/`))
      .map(([, load]) => load()),
  );
  const bundle = parts.reduce<Record<string, unknown>>((acc, part) => deepMerge(acc, part.default), {});
  i18next.addResourceBundle(lng, 'translation', { ...bundle, ...(await sharedPromise) }, true, true);
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
  await loadLanguage(lng);
  if (lng !== DEFAULT_LANGUAGE) await loadLanguage(DEFAULT_LANGUAGE);
  // i18next resolves the language only when it has resources for it: without this,
  // `resolvedLanguage` stays unset and the language selector shows English after a reload.
  await i18next.changeLanguage(lng);
  document.documentElement.lang = lng;
}

export { i18next };
