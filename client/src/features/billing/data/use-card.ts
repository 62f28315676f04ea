import type { Card } from '@crashpad/sync';
import { useApi } from '../../../lib/api-client/api-context';
import { billingApi } from './billing-api';
import { useLoaded, type Loaded } from './use-loaded';

/** GET /stripe/card: the card on file (null when none), with reload after a change. */
export function useCard(userId: string): Loaded<Card | null> & { reload: () => void } {
  const api = useApi();
  return useLoaded(`card:${userId}`, (signal) => billingApi.card(api, signal));
}
