import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';

/** A path the app can open, as a predicate features can take without knowing the router. */
export type HasRoute = (path: string) => boolean;

/**
 * Whether the route table has a page for `path` (a static path such as `/my-crew`). Links to
 * pages later issues add (My crew, My rentals, invitations) use it so they never lead to the
 * 404 page meanwhile, and appear by themselves once the route exists. The content-page
 * catch-all (`/$page`) does not count: it answers unknown names with the 404 view.
 */
export function useHasRoute(): HasRoute {
  // Outside a router (component tests) nothing can be opened, so nothing links anywhere.
  const router = useRouter({ warn: false }) as ReturnType<typeof useRouter> | undefined;
  return useCallback((path: string) => !!router && (path in router.routesByPath || `${path}/` in router.routesByPath), [router]);
}
