import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/api-client/api-context';
import { confirmDialog } from '../../../ui/dialog/dialog-store';
import { toast } from '../../../ui/toast/toast-store';
import { TOAST_SETTINGS_MS } from '@crashpad/sync';
import { useSession } from '../../../lib/session/use-session';
import type { PaymentErrorCase } from '../../../lib/payments/payment-error';
import { billingApi } from './billing-api';
import { toPaymentFailure } from './payment-failure';

/**
 * Delete the card (asks first; the account becomes inactive, spec 1 §4) and update its expiry.
 * Both answer the stored user, which replaces the session's copy.
 */
export function useCardActions(onChanged: () => void) {
  const { t } = useTranslation();
  const api = useApi();
  const { store } = useSession();
  const [busy, setBusy] = useState<'remove' | 'expiry' | null>(null);
  const [modal, setModal] = useState<PaymentErrorCase | null>(null);

  function fail(err: unknown) {
    const failure = toPaymentFailure(err, t);
    if (failure.show === 'modal') setModal(failure.error);
    else toast.error(failure.message, { duration: TOAST_SETTINGS_MS });
  }

  async function remove() {
    if (busy) return;
    const ok = await confirmDialog({
      title: t('billing.card.remove_title'),
      message: t('billing.card.remove_confirm'),
      confirmLabel: t('billing.card.remove'),
      cancelLabel: t('billing.cancel'),
      danger: true,
    });
    if (!ok) return;
    setBusy('remove');
    try {
      const answer = await billingApi.removePaymentMethod(api);
      store.setUser(answer.user);
      // spec 1 §4: "payment method removed, account is now inactive, no further charges" (the server's sentence).
      toast.success(answer.message, { duration: TOAST_SETTINGS_MS });
      onChanged();
    } catch (err) {
      fail(err);
    } finally {
      setBusy(null);
    }
  }

  async function updateExpiry(expiry: { exp_month: number; exp_year: number } | null) {
    if (busy) return false;
    if (!expiry) {
      // spec 1 §5, §8: month and year are both needed.
      toast.error(t('billing.card.expiry_missing'), { duration: TOAST_SETTINGS_MS });
      return false;
    }
    setBusy('expiry');
    try {
      const answer = await billingApi.updateCard(api, expiry);
      store.setUser(answer.user);
      toast.success(t('billing.card.expiry_updated'), { duration: TOAST_SETTINGS_MS });
      onChanged();
      return true;
    } catch (err) {
      fail(err);
      return false;
    } finally {
      setBusy(null);
    }
  }

  return { busy, remove, updateExpiry, modal, closeModal: () => setModal(null) };
}
