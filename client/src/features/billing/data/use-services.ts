import type { AccountServiceRow } from '@crashpad/sync';
import { useApi } from '../../../lib/api-client/api-context';
import { billingApi } from './billing-api';
import { useApiData, type ApiData } from '../../../lib/api-client/use-api-data';

/** GET /account-service: the rows of My services from the payments ledger. */
export function useServices(userId: string): ApiData<AccountServiceRow[]> & { reload: () => void } {
  const api = useApi();
  return useApiData(`services:${userId}`, (signal) => billingApi.services(api, signal));
}
