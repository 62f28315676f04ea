import type { Card } from '@crashpad/sync';
import { useApi } from '../../../lib/api-client/api-context';
import { billingApi } from './billing-api';
import { useApiData, type ApiData } from '../../../lib/api-client/use-api-data';

/** GET /stripe/card: the card on file (null when none), with reload after a change. */
export function useCard(userId: string): ApiData<Card | null> & { reload: () => void } {
  const api = useApi();
  return useApiData(`card:${userId}`, (signal) => billingApi.card(api, signal));
}
