import { de as sharedDe } from '@crashpad/sync/i18n/de';
import { en as sharedEn } from '@crashpad/sync/i18n/en';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The UI texts the journeys look for, read from the same sources the app bundles
 * (`client/src/locales/<lng>/*.json` and the shared validation/error texts of sync), so a
 * journey names buttons and messages exactly as a user reads them without copying strings.
 */
const localesRoot = join(dirname(fileURLToPath(import.meta.url)), '../../client/src/locales');

type Tree = { [key: string]: string | Tree };
/** The languages the journeys read in: English everywhere, German for the language switch. */
export type JourneyLanguage = 'en' | 'de';
const shared: Record<JourneyLanguage, unknown> = { en: sharedEn, de: sharedDe };

/** Area files may share a top-level key (the app merges them deeply too). */
function merge(target: Tree, source: Tree): Tree {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] = typeof existing === 'object' && typeof value === 'object' ? merge({ ...existing }, value) : value;
  }
  return target;
}

function load(lng: JourneyLanguage): Tree {
  const dir = join(localesRoot, lng);
  let merged: Tree = merge({}, shared[lng] as Tree);
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    merged = merge(merged, JSON.parse(readFileSync(join(dir, file), 'utf8')) as Tree);
  }
  return merged;
}

const cache = new Map<JourneyLanguage, Tree>();

/** `uiText('de', 'shell.nav.login')`, with `{{name}}` placeholders filled; throws on a missing key. */
export function uiText(lng: JourneyLanguage, key: string, values: Record<string, string | number> = {}): string {
  let tree = cache.get(lng);
  if (!tree) cache.set(lng, (tree = load(lng)));
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no ${lng} text "${key}" in client/src/locales/${lng} or sync/src/i18n/${lng}.ts`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}

/** `en('auth.login.submit')`, `en('shell.user_menu.greeting', { name: 'Ada' })`. */
export const en = (key: string, values?: Record<string, string | number>): string => uiText('en', key, values);
/** The German text of a key (language-switch journeys). */
export const de = (key: string, values?: Record<string, string | number>): string => uiText('de', key, values);
