import {
  okOutputSchema,
  resetCheckOutputSchema,
  sessionOutputSchema,
  verifyTokenOutputSchema,
  type LoginInput,
  type SessionOutput,
} from '@crashpad/sync';
import { useMemo } from 'react';
import { useApi } from '../../../lib/api-client/api-context';

/**
 * The account calls of the login, password and e-mail screens (spec 1 §7). 401 and 429 are the
 * screens' own business (wrong password, too many tries), so the global alerts stay quiet.
 */
export function useAuthApi() {
  const api = useApi();
  return useMemo(
    () => ({
      login: (input: LoginInput): Promise<SessionOutput> =>
        api.post('/login', input, { schema: sessionOutputSchema, handles: [401, 429] }),
      loginWithToken: (token: string): Promise<SessionOutput> =>
        api.post('/login-with-token', { token }, { schema: sessionOutputSchema, handles: [400, 401, 429] }),
      requestPasswordReset: (email: string) => api.post('/password-recovery', { email }, { schema: okOutputSchema, handles: [429] }),
      checkResetToken: async (token: string): Promise<boolean> =>
        (await api.post('/password-reset/check', { token }, { schema: resetCheckOutputSchema, handles: [400] })).valid,
      resetPassword: (input: { token: string; password: string; confirm_password: string }) =>
        api.post('/password-reset', input, { schema: okOutputSchema, handles: [400] }),
      verifyEmailToken: (token: string) => api.post('/verify-token-email', { token }, { schema: verifyTokenOutputSchema, handles: [400] }),
      resendVerification: (email: string) => api.post('/email/resend', { email }, { schema: okOutputSchema, handles: [429] }),
      /** Logged in: a new link to the account's own address. */
      resendOwnVerification: () => api.post('/verify-email', {}, { schema: okOutputSchema, handles: [429] }),
    }),
    [api],
  );
}
