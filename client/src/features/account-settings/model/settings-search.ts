import { readSearchFields } from '../../../lib/navigation/search-fields';

// /account-setting's `validateSearch`, apart from settings-tabs.ts: it runs on the first load,
// which should not carry the page's tab logic (issue 11: initial JS of `/`).

/** `?tab=` and `?connect-account` as the route accepts them; anything else is dropped, never an error. */
export interface SettingsSearch {
  tab?: string | undefined;
  'connect-account'?: string | number | boolean | undefined;
}

const isText = (value: unknown) => (typeof value === 'string' ? value : undefined);
/** A string, a boolean or a number that is not NaN (as valibot's `v.number()` counts them). */
const isFlagValue = (value: unknown) =>
  typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && !Number.isNaN(value)) ? value : undefined;

/** `validateSearch` of /account-setting, without valibot: it runs on the first load (lib/navigation/search-fields.ts). */
export const parseSettingsSearch = (search: Record<string, unknown>): SettingsSearch =>
  readSearchFields<Required<SettingsSearch>>(search, { tab: isText, 'connect-account': isFlagValue });
