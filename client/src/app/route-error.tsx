import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { lazy, type ComponentType } from 'react';
import { isConnectivityError } from '../lib/network/connectivity-error';
import { NeedsConnection } from '../ui/views/needs-connection';
import { FatalError } from '../ui/views/fatal-error';

/** The retry every route error offers: clear the boundary and load the route again. */
function useRouteRetry(reset: () => void): () => void {
  const router = useRouter();
  return () => {
    reset();
    void router.invalidate();
  };
}

/**
 * Wraps a route's own error view (e.g. "Unknown listing") so that connectivity failures —
 * offline API calls, a route chunk that was never cached, a failed fetch — show the shared
 * needs-a-connection state instead, and real failures still reach the route's view.
 * See app/offline-routes.ts for the whole mechanism.
 */
export function withConnectivityFallback<P extends { error: unknown; reset: () => void }>(Problem: ComponentType<P>) {
  function ConnectivityAwareProblem(props: P) {
    const retry = useRouteRetry(props.reset);
    if (isConnectivityError(props.error)) return <NeedsConnection onRetry={retry} />;
    return <Problem {...props} />;
  }
  ConnectivityAwareProblem.displayName = `WithConnectivityFallback(${Problem.displayName ?? Problem.name})`;
  return ConnectivityAwareProblem;
}

/**
 * A route's own error view, loaded when it is first needed. Wrapped in withConnectivityFallback,
 * it only shows for real failures (an unknown listing, a server error), which happen online,
 * where its chunk loads; offline the wrapper's needs-a-connection view (in the entry) stands in.
 * So the first load does not carry every route's error view (issue 11: initial JS of `/`).
 */
export function lazyProblem<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return lazy(() => load().then((Problem) => ({ default: Problem })));
}

/**
 * The router's default error component: rendered in the parent's outlet, so the header, footer
 * and language switch stay. A connectivity failure shows "needs a connection" (recovering by
 * itself when the connection returns); anything else is a real bug and shows the fatal view
 * (spec 1 §8) with a retry.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const retry = useRouteRetry(reset);
  if (isConnectivityError(error)) return <NeedsConnection onRetry={retry} />;
  console.error(error);
  return <FatalError onRetry={retry} />;
}
