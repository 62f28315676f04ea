import type { Language } from '@crashpad/sync';
import type { ApiClient } from '../api-client/api-client';
import { i18next, loadLanguage } from './init-i18n';
import { storeLanguage } from './language-store';

/**
 * Switches the UI language: loads its bundle, remembers the choice for 365 days (spec 1 §9),
 * sets <html lang>, and for a logged-in user saves it on the account (PUT /user/switch-language)
 * so e-mails come in that language too. Saving on the account is best effort (offline keeps
 * the local choice).
 */
export async function changeLanguage(lng: Language, account?: { api: ApiClient; loggedIn: boolean }): Promise<void> {
  await loadLanguage(lng);
  await i18next.changeLanguage(lng);
  storeLanguage(lng);
  document.documentElement.lang = lng;
  if (account?.loggedIn) {
    await account.api.put('/user/switch-language', { locale: lng }, { background: true }).catch(() => undefined);
  }
}
