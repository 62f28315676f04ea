import { useEffect, useState } from 'react';
import type { ContentLanguage } from '../model/content-language';
import type { ContentPage } from '../model/content-pages';
import { loadContentPage, type LoadedContent } from './load-content-page';

export type ContentState = { status: 'loading' } | { status: 'ready'; content: LoadedContent } | { status: 'error'; reason: string };

/**
 * Loads a page's markdown (spec 2 §2: spinner, then content or "Error loading content: reason").
 * The answer is kept with the page and language it belongs to, so switching either shows the
 * spinner again without a synchronous state reset.
 */
export function useContentPage(lng: ContentLanguage, page: ContentPage, attempt = 0): ContentState {
  const key = `${lng}/${page}/${attempt}`;
  const [result, setResult] = useState<{ key: string; state: ContentState } | null>(null);
  useEffect(() => {
    let live = true;
    loadContentPage(lng, page).then(
      (content) => live && setResult({ key, state: { status: 'ready', content } }),
      (err: unknown) => live && setResult({ key, state: { status: 'error', reason: err instanceof Error ? err.message : String(err) } }),
    );
    return () => {
      live = false;
    };
  }, [key, lng, page]);
  return result?.key === key ? result.state : { status: 'loading' };
}
