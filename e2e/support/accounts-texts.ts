import { en as sharedEn } from '@crashpad/sync/i18n/en';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The English UI texts the journeys look for, read from the same sources the app bundles
 * (`client/src/locales/en/*.json` and the shared validation/error texts of sync), so a journey
 * names buttons and messages exactly as a user reads them without copying strings around.
 */
const localesDir = join(dirname(fileURLToPath(import.meta.url)), '../../client/src/locales/en');

type Tree = { [key: string]: string | Tree };

/** Area files may share a top-level key (the app merges them deeply too). */
function merge(target: Tree, source: Tree): Tree {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] = typeof existing === 'object' && typeof value === 'object' ? merge({ ...existing }, value) : value;
  }
  return target;
}

function loadEnglish(): Tree {
  let merged: Tree = merge({}, sharedEn as unknown as Tree);
  for (const file of readdirSync(localesDir).filter((name) => name.endsWith('.json'))) {
    merged = merge(merged, JSON.parse(readFileSync(join(localesDir, file), 'utf8')) as Tree);
  }
  return merged;
}

let english: Tree | null = null;

/** `en('auth.login.submit')`, `en('shell.user_menu.greeting', { name: 'Ada' })`; throws on a missing key. */
export function en(key: string, values: Record<string, string | number> = {}): string {
  english ??= loadEnglish();
  let node: string | Tree | undefined = english;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no English text "${key}" in client/src/locales/en or sync/src/i18n/en.ts`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
}
