import { emailExistsOutputSchema, sessionOutputSchema, type CreateAccountInput, type SessionOutput } from '@crashpad/sync';
import { useMemo } from 'react';
import { useApi } from '../../../lib/api-client/api-context';

/** The sign-up calls (spec 1 §7): the e-mail check before the notice step, then POST /accounts. */
export function useSignupApi() {
  const api = useApi();
  return useMemo(
    () => ({
      emailExists: async (email: string): Promise<boolean> =>
        (await api.post('/email-exists', { email }, { schema: emailExistsOutputSchema, handles: [429] })).exists,
      // 409 (address taken meanwhile) is handled by the notice step: it goes to login.
      createAccount: (input: CreateAccountInput): Promise<SessionOutput> =>
        api.post('/accounts', input, { schema: sessionOutputSchema, handles: [409, 422] }),
    }),
    [api],
  );
}
