/**
 * Translations are built into one chunk per language with every UI area
 * (`client/src/lib/i18n/ui-bundles/<lng>.ts` → `assets/locale-<lng>-ui-<hash>.js`: one request on
 * the critical path instead of one per area) and one per language for the content pages. Any
 * other locale chunk (an area file or the shared texts imported on their own) is named
 * `assets/locale-<lng>-<area>-<hash>.js` as well so that the service worker can tell them apart:
 * the default language is precached with the shell, the others are runtime-cached the first
 * time a user picks them (StaleWhileRevalidate), which keeps the install small however many
 * languages and areas there are. Shared by client/vite.config.ts (naming, precache globs) and
 * the worker (routing), so both sides always agree.
 */
/** All UI texts of one language (client/src/lib/i18n/ui-bundles/<lng>.ts). */
const UI_BUNDLE_SOURCE = /[/\\]lib[/\\]i18n[/\\]ui-bundles[/\\]([a-z]{2})\.ts$/;
const LOCALE_SOURCE = /[/\\]locales[/\\]([a-z]{2})[/\\]([a-z0-9-]+)\.json$/;
/** Error and validation texts shared with the server: `sync/src/i18n/<lng>.ts`. */
const SHARED_SOURCE = /[/\\]sync[/\\](?:src|dist)[/\\]i18n[/\\]([a-z]{2})\.(?:ts|js)$/;
/** Content pages of one language (`client/src/content/<lng>/index.ts` bundles its markdown). */
const CONTENT_SOURCE = /[/\\]src[/\\]content[/\\]([a-z]{2})[/\\]index\.ts$/;
const LOCALE_CHUNK = /^\/assets\/locale-([a-z]{2})-[a-z0-9-]+-[\w-]+\.js$/;

/** The output file name for a locale chunk, or null when the chunk is not a locale file. */
export function localeChunkFileName(facadeModuleId: string | null | undefined): string | null {
  if (!facadeModuleId) return null;
  const bundle = UI_BUNDLE_SOURCE.exec(facadeModuleId);
  if (bundle) return `assets/locale-${bundle[1]}-ui-[hash].js`;
  const match = LOCALE_SOURCE.exec(facadeModuleId);
  if (match) return `assets/locale-${match[1]}-${match[2]}-[hash].js`;
  const content = CONTENT_SOURCE.exec(facadeModuleId);
  if (content) return `assets/locale-${content[1]}-content-pages-[hash].js`;
  const shared = SHARED_SOURCE.exec(facadeModuleId);
  return shared ? `assets/locale-${shared[1]}-shared-[hash].js` : null;
}

/** Globs (relative to dist) of the locale chunks that are NOT precached. */
export function nonDefaultLocaleGlobs(languages: readonly string[], defaultLanguage: string): string[] {
  return languages.filter((l) => l !== defaultLanguage).map((l) => `assets/locale-${l}-*.js`);
}

/** The language of a locale chunk URL of our own origin, or null. */
export function localeOfChunk(url: URL, sameOrigin: boolean): string | null {
  if (!sameOrigin) return null;
  return LOCALE_CHUNK.exec(url.pathname)?.[1] ?? null;
}
