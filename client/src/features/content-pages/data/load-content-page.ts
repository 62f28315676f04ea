import { DEFAULT_LANGUAGE } from '@crashpad/sync';
import type { ContentLanguage } from '../model/content-language';
import type { ContentPage } from '../model/content-pages';

/** One module per language (`content/<lng>/index.ts`) bundles that language's pages as text. */
export type LanguageBundle = { pages: Record<string, string> };
/** Loaders by language code. */
export type BundleLoaders = Partial<Record<string, () => Promise<LanguageBundle>>>;

export interface LoadedContent {
  markdown: string;
  /** The language the text is in: the requested one, or English when that page is missing. */
  language: ContentLanguage;
}

/** A page loader over language bundles (the app's uses the built chunks; tests pass their own). */
export function createContentLoader(loaders: BundleLoaders) {
  async function pageIn(lng: string, page: ContentPage): Promise<string | undefined> {
    const load = loaders[lng];
    return load ? (await load()).pages[`./${page}.md`] : undefined;
  }
  /** The markdown of a page in a language, falling back to English when it is missing there. */
  return async function loadContentPage(lng: ContentLanguage, page: ContentPage): Promise<LoadedContent> {
    const own = await pageIn(lng, page);
    if (own !== undefined) return { markdown: own, language: lng };
    const fallback = lng === DEFAULT_LANGUAGE ? undefined : await pageIn(DEFAULT_LANGUAGE, page);
    if (fallback !== undefined) return { markdown: fallback, language: DEFAULT_LANGUAGE };
    throw new Error(`no text for "${page}"`);
  };
}

// Lazy glob: each language is its own chunk, fetched the first time a page in it opens, so no
// page text sits in the entry chunk.
const chunks = import.meta.glob<LanguageBundle>('../../../content/*/index.ts');
const byLanguage: BundleLoaders = Object.fromEntries(
  Object.entries(chunks).map(([path, load]) => [/content\/([a-z]{2})\/index\.ts$/.exec(path)?.[1] ?? path, load]),
);

export const loadContentPage = createContentLoader(byLanguage);
