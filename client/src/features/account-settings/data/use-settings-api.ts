import {
  deactivationOutputSchema,
  emailExistsOutputSchema,
  okOutputSchema,
  paymentMethodOutputSchema,
  updateEmailOutputSchema,
  userOutputSchema,
  type User,
} from '@crashpad/sync';
import { useMemo } from 'react';
import { useApi } from '../../../lib/api-client/api-context';

export type PhoneTarget = 'approval_public_phone_user' | 'approval_public_phone_tenant';

/**
 * The account settings calls (spec 1 §7). 401 (wrong current password is a 4xx of the form's
 * own), 403 (switched session), 409, 422 and 429 are shown by the forms themselves.
 */
export function useSettingsApi() {
  const api = useApi();
  return useMemo(() => {
    const own = { handles: [400, 401, 403, 409, 422, 429] as const };
    return {
      updateProfile: async (input: unknown): Promise<User> =>
        (await api.post('/account/user/update', input, { ...own, schema: userOutputSchema })).user,
      emailExists: async (email: string): Promise<boolean> =>
        (await api.post('/email-exists', { email }, { ...own, schema: emailExistsOutputSchema })).exists,
      updateEmail: (email: string, password: string) => api.post('/user/update-email', { email, password }, { ...own, schema: updateEmailOutputSchema }),
      updatePassword: (input: { current_password: string; password: string; confirm_password: string }) =>
        api.post('/user/update-password', input, { ...own, schema: okOutputSchema }),
      setPhoneApproval: async (target: PhoneTarget, show: boolean): Promise<User> =>
        (await api.post('/user/approval-public-phone', { approval_public_phone: show ? 1 : 2, target }, { ...own, schema: userOutputSchema })).user,
      requestDeactivation: () => api.post('/user/request-deactivation-account', {}, { ...own, schema: okOutputSchema }),
      verifyDeactivation: (code: string) => api.delete('/user/verify-deactivation-code', { code }, { ...own, schema: deactivationOutputSchema }),
      paymentMethod: async (signal?: AbortSignal): Promise<boolean> =>
        (await api.get('/user/payment-method', { schema: paymentMethodOutputSchema, signal, background: true })).have_card,
    };
  }, [api]);
}
