import { useApi } from '../../../lib/api-client/api-context';
import { useApiData } from '../../../lib/api-client/use-api-data';
import { rentalsApi } from './rentals-api';

/** The booking behind an invitation link (spec 3 §2); 404 means not pending any more. */
export function useInvitation(token: string) {
  const api = useApi();
  return useApiData(`invitation:${token}`, (signal) => rentalsApi.invitation(api, token, signal));
}
