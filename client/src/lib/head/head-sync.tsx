import { useLocation, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useConfig } from '../config/use-config';
import { applyHead, resolveHead, type MatchHead } from './apply-head';

/**
 * Applies the matched routes' `head` to the document after each navigation. An effect (rather
 * than <HeadContent/>) so the static title and description in index.html are updated in place
 * instead of duplicated.
 */
export function HeadSync() {
  const matches = useRouterState({ select: (s) => s.matches });
  const pathname = useLocation({ select: (l) => l.pathname });
  const { brand_name: brand, public_url: publicUrl } = useConfig();
  useEffect(() => {
    applyHead(document, resolveHead(matches as readonly MatchHead[]), { brand, publicUrl, pathname });
  }, [matches, brand, publicUrl, pathname]);
  return null;
}
