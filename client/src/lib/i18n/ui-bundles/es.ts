import { es as shared } from '@crashpad/sync/i18n/es';
import { mergeAreas } from '../merge-areas';

/**
 * Every UI text of this language in ONE chunk (`assets/locale-es-ui-<hash>.js`, see
 * service-worker/src/locale-chunks.ts): the areas stay separate files to edit, but a first
 * paint waits for one request instead of one per area (25 of them).
 */
export default mergeAreas(import.meta.glob<Record<string, unknown>>('../../../locales/es/*.json', { eager: true, import: 'default' }), shared);
