import type { PaymentRequest } from '@crashpad/sync';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/api-client/api-context';
import { formatDate } from '../../../lib/format/format-date';
import { formatMoney } from '../../../lib/format/format-money';
import { Button } from '../../../ui/button/button';
import { alertDialog, confirmDialog } from '../../../ui/dialog/dialog-store';
import { toast } from '../../../ui/toast/toast-store';
import { guidePaymentMethod, PAYMENT_METHODS_PAGE } from '../data/payment-guidance';
import { rentalsApi } from '../data/rentals-api';
import { useMyPaymentRequests } from '../data/use-my-rentals';
import { requestStatusKey } from '../model/rental-view';
import { RejectRequestDialog } from './reject-request-dialog';
import styles from './rentals.module.css';

/**
 * The One-Time Payment tab (spec 1, spec 3 §4): the tenant's payment requests from the local
 * database; a pending one can be paid (confirm, then thank-you; the list follows by sync) or
 * rejected with an optional reason.
 */
export function PaymentRequestsPanel({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const { requests, loading } = useMyPaymentRequests(userId);
  const [paying, setPaying] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<PaymentRequest | null>(null);

  async function pay(request: PaymentRequest) {
    const amount = formatMoney(request.amount_cents, i18n.language);
    if (!(await confirmDialog({ title: t('tenancy.pay.confirm_title'), message: t('tenancy.pay.confirm', { amount, lister: request.lister_name }) }))) return;
    setPaying(request.id);
    try {
      await rentalsApi.payRequest(api, request.id);
      await alertDialog({ title: t('tenancy.pay.thanks_title'), message: t('tenancy.pay.thanks', { amount }) });
    } catch (err) {
      if (!guidePaymentMethod(err, t, () => void navigate({ href: PAYMENT_METHODS_PAGE }))) toast.error(t('tenancy.pay.failed'));
    } finally {
      setPaying(null);
    }
  }

  if (loading) return <p role="status">{t('tenancy.loading')}</p>;
  if (requests.length === 0) return <p className={styles.muted}>{t('tenancy.requests.empty')}</p>;
  return (
    <>
      <ul className={styles.list} aria-label={t('tenancy.requests.title')}>
        {requests.map((request) => (
          <li key={request.id} className={styles.card} data-request-id={request.id}>
            <h3>
              {t(`tenancy.payment_for.${request.payment_for}`)} · {formatMoney(request.amount_cents, i18n.language)}
            </h3>
            <p className={styles.muted}>
              {request.crashpad_name} · {request.lister_name} · {formatDate(request.created_at, i18n.language)}
            </p>
            {request.notes && <p className={styles.preWrap}>{request.notes}</p>}
            <p>
              <span className={styles.badge}>{t(`tenancy.requests.status.${requestStatusKey(request.status)}`)}</span>
              {request.status === 'rejected' && request.reject_reason ? ` ${request.reject_reason}` : ''}
            </p>
            {request.failure_message && request.status === 'pending' && <p className={styles.danger}>{request.failure_message}</p>}
            {request.status === 'pending' && (
              <div className={styles.actions}>
                <Button small loading={paying === request.id} onClick={() => void pay(request)}>
                  {t('tenancy.requests.pay')}
                </Button>
                <Button small variant="secondary" onClick={() => setRejecting(request)}>
                  {t('tenancy.requests.reject')}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {rejecting && <RejectRequestDialog request={rejecting} onClose={() => setRejecting(null)} />}
    </>
  );
}
