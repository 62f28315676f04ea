import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client/api-error';
import { confirmDialog } from '../../../ui/dialog/dialog-store';
import { toast } from '../../../ui/toast/toast-store';
import { needsPaymentMethod } from '../model/rental-view';

/** spec 3 §8: the confirm that offers the payment methods page comes 2 s after the info toast. */
export const GUIDANCE_CONFIRM_DELAY_MS = 2000;
export const PAYMENT_METHODS_PAGE = '/account-setting?tab=payment-methods';

/**
 * A tenant's payment (accept with autopay, pay a request) failed. When it failed for want of a
 * payment method (PAYMENT_METHOD_REQUIRED / CUSTOMER_ID_MISSING, or a message naming one): the
 * server's guidance if it gave one, else an info toast, then after 2 s a confirm asking to open
 * the payment methods page. Returns true when handled this way.
 */
export function guidePaymentMethod(err: unknown, t: TFunction, openPaymentMethods: () => void): boolean {
  if (!(err instanceof ApiError) || !needsPaymentMethod(err)) return false;
  if (err.message && err.code !== 'unknown' && err.code !== 'internal_error') toast.info(err.message);
  else toast.info(t('tenancy.pay.setup_method'));
  setTimeout(() => {
    void confirmDialog({ title: t('tenancy.pay.setup_title'), message: t('tenancy.pay.go_to_methods'), confirmLabel: t('tenancy.pay.open_methods') }).then((yes) => yes && openPaymentMethods());
  }, GUIDANCE_CONFIRM_DELAY_MS);
  return true;
}
