import type { AccountServiceRow } from '@crashpad/sync';
import { useApi } from '../../../lib/api-client/api-context';
import { billingApi } from './billing-api';
import { useLoaded, type Loaded } from './use-loaded';

/** GET /account-service: the rows of My services from the payments ledger. */
export function useServices(userId: string): Loaded<AccountServiceRow[]> & { reload: () => void } {
  const api = useApi();
  return useLoaded(`services:${userId}`, (signal) => billingApi.services(api, signal));
}
