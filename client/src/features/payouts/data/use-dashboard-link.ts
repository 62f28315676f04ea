import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../../../lib/api-client/api-context';
import { payoutsApi } from './payouts-api';

export type DashboardLinkState = { status: 'loading' } | { status: 'ready'; url: string | null } | { status: 'error'; error: unknown };

/** GET /stripe/dashboard-link: decides whether onboarding is complete (spec 1 §4); reload on retry. */
export function useDashboardLink(userId: string): DashboardLinkState & { reload: () => void } {
  const api = useApi();
  const [attempt, setAttempt] = useState(0);
  const request = `${userId}#${attempt}`;
  const [state, setState] = useState<{ request: string; value: DashboardLinkState }>({ request: '', value: { status: 'loading' } });
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => {
    const controller = new AbortController();
    payoutsApi.dashboardLink(api, controller.signal).then(
      (link) => setState({ request, value: { status: 'ready', url: link?.url ?? null } }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ request, value: { status: 'error', error } });
      },
    );
    return () => controller.abort();
  }, [api, request]);
  return { ...(state.request === request ? state.value : { status: 'loading' }), reload };
}
