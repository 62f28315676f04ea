import { emailExistsOutputSchema, rentalRegisterOutputSchema, sessionOutputSchema, type CreateAccountInput, type SessionOutput } from '@crashpad/sync';
import { useMemo } from 'react';
import { useApi } from '../../../lib/api-client/api-context';

/** The sign-up calls (spec 1 §7): the e-mail check before the notice step, then POST /accounts; an invited tenant's POST /rental/register. */
export function useSignupApi() {
  const api = useApi();
  return useMemo(
    () => ({
      emailExists: async (email: string): Promise<boolean> =>
        (await api.post('/email-exists', { email }, { schema: emailExistsOutputSchema, handles: [429] })).exists,
      // 409 (address taken meanwhile) is handled by the notice step: it goes to login.
      createAccount: (input: CreateAccountInput): Promise<SessionOutput> =>
        api.post('/accounts', input, { schema: sessionOutputSchema, handles: [409, 422] }),
      /**
       * POST /rental/register (spec 3 §7): the invited tenant's account, made inside the
       * invitation (verification_code = the link's token), answered with a session like sign-up's.
       * 403/404 (not this invitation's address, link no longer valid) and 409 (the address has an
       * account now) are the caller's to handle.
       */
      registerInvited: async (input: CreateAccountInput): Promise<SessionOutput> => {
        const out = await api.post('/rental/register', input, { schema: rentalRegisterOutputSchema, handles: [403, 404, 409, 422] });
        return { token: out.token, user: out.data.user, has_auto_payment: out.has_auto_payment, session_expires_at: out.session_expires_at };
      },
    }),
    [api],
  );
}
