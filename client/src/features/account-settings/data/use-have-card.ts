import { useEffect, useState } from 'react';
import { useSettingsApi } from './use-settings-api';

export type HaveCardState = { status: 'loading' } | { status: 'ready'; haveCard: boolean } | { status: 'failed' };

/** GET /user/payment-method: whether a card is on file (spec 1 §7 `have_card`). */
export function useHaveCard(userId: string, attempt: number): HaveCardState {
  const api = useSettingsApi();
  const [state, setState] = useState<{ key: string; value: HaveCardState }>({ key: '', value: { status: 'loading' } });
  const key = `${userId}:${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    api.paymentMethod(controller.signal).then(
      (haveCard) => setState({ key, value: { status: 'ready', haveCard } }),
      () => {
        if (!controller.signal.aborted) setState({ key, value: { status: 'failed' } });
      },
    );
    return () => controller.abort();
  }, [api, key]);

  return state.key === key ? state.value : { status: 'loading' };
}
