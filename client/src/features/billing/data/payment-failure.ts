import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client/api-error';
import { describeFailure } from '../../../lib/forms/submit-error';
import { paymentErrorCase, type PaymentErrorCase } from '../../../lib/payments/payment-error';

/** How a failed payment call is shown: the "Important Notice" modal, or a message on the form. */
export type PaymentFailure = { show: 'modal'; error: PaymentErrorCase } | { show: 'message'; message: string; offline: boolean; status: number | null };

/**
 * spec 1 §8: a 402 carries Stripe's error as `data[0]` and opens the modal; other answers show
 * the server's message (already translated), offline the connection notice, else the generic text.
 */
export function toPaymentFailure(err: unknown, t: TFunction): PaymentFailure {
  if (err instanceof ApiError && err.status === 402) return { show: 'modal', error: paymentErrorCase(err.data, { code: err.code, message: err.message }) };
  const failure = describeFailure(err);
  if (failure.kind === 'offline') return { show: 'message', message: t('billing.connection.offline'), offline: true, status: null };
  if (failure.kind === 'server') return { show: 'message', message: failure.message, offline: false, status: failure.status };
  return { show: 'message', message: t('billing.generic_error'), offline: false, status: err instanceof ApiError ? err.status : null };
}
