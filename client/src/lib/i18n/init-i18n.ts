import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, sharedMessages, type Language } from '@crashpad/sync';
import { readStoredLanguage } from './language-store';

/** UI strings per language, loaded on demand so only the current language is downloaded. */
const loaders: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('../../locales/en.json'),
  de: () => import('../../locales/de.json'),
  fr: () => import('../../locales/fr.json'),
  es: () => import('../../locales/es.json'),
  pt: () => import('../../locales/pt.json'),
};

export async function loadLanguage(lng: Language): Promise<void> {
  if (i18next.hasResourceBundle(lng, 'translation')) return;
  const { default: ui } = await loaders[lng]();
  i18next.addResourceBundle(lng, 'translation', { ...ui, ...sharedMessages[lng] }, true, true);
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
  document.documentElement.lang = lng;
}

export { i18next };
