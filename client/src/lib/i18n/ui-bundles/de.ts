/**
 * Every UI text of this language in ONE chunk (`assets/locale-de-ui-<hash>.js`, see
 * service-worker/src/locale-chunks.ts): the areas stay separate files to edit, but a first
 * paint waits for one request instead of one per area (25 of them). init-i18n merges them.
 */
export const areas = import.meta.glob<Record<string, unknown>>('../../../locales/de/*.json', { eager: true, import: 'default' });
export { de as shared } from '@crashpad/sync/i18n/de';
