import { userOutputSchema, type User } from '@crashpad/sync';
import { useMemo } from 'react';
import { useApi } from '../../../lib/api-client/api-context';

/**
 * The admin's look-up before switching: GET /user/{id} answers any user to an admin who is not
 * switched (the API has no search by e-mail, so the admin enters the id).
 */
export function useAdminApi() {
  const api = useApi();
  return useMemo(
    () => ({
      lookUpUser: async (id: string): Promise<User> => (await api.get(`/user/${encodeURIComponent(id)}`, { schema: userOutputSchema, handles: [403, 404] })).user,
    }),
    [api],
  );
}
