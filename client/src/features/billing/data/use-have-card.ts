import { useEffect, useState } from 'react';
import { useApi } from '../../../lib/api-client/api-context';

/** The answer's schema loads with the request (api-client.ts), not with the global modals. */
const paymentMethodOutput = () => import('./payment-method-schema').then((m) => m.paymentMethodOutputSchema);

/**
 * GET /user/payment-method `have_card` for the global modals: null until known, and null again
 * when it cannot be read (offline), so no modal asks on a guess. Re-read when `key` changes.
 */
export function useHaveCard(key: string | null): boolean | null {
  const api = useApi();
  const [state, setState] = useState<{ key: string | null; value: boolean | null }>({ key: null, value: null });
  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    api.get('/user/payment-method', { schema: paymentMethodOutput, signal: controller.signal, background: true }).then(
      (answer) => setState({ key, value: answer.have_card }),
      () => undefined,
    );
    return () => controller.abort();
  }, [api, key]);
  return state.key === key ? state.value : null;
}
