import { REJECT_REASON_MAX, type PaymentRequest } from '@crashpad/sync';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/api-client/api-context';
import { Button } from '../../../ui/button/button';
import { Modal } from '../../../ui/dialog/modal';
import { rentalsApi } from '../data/rentals-api';
import { useToastedCommand } from '../../../ui/toast/use-toasted-command';
import styles from './rentals.module.css';

/** spec 3 §4: reject a payment request with an optional reason (the server stores "No reason provided"). */
export function RejectRequestDialog({ request, onClose }: { request: PaymentRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const { run, busy } = useToastedCommand('tenancy.needs_connection');
  const [reason, setReason] = useState('');
  const reject = () => void run(() => rentalsApi.rejectRequest(api, request.id, reason.trim()), { success: 'tenancy.requests.rejected', failure: 'tenancy.requests.reject_failed' }).then((ok) => ok && onClose());
  return (
    <Modal
      open
      onClose={onClose}
      role="alertdialog"
      title={t('tenancy.requests.reject_title')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('tenancy.cancel')}
          </Button>
          <Button variant="danger" loading={busy} onClick={reject}>
            {t('tenancy.requests.reject')}
          </Button>
        </>
      }
    >
      <label className={styles.textareaField}>
        <span>{t('tenancy.requests.reason')}</span>
        <textarea rows={3} maxLength={REJECT_REASON_MAX} value={reason} placeholder={t('tenancy.requests.reason_placeholder')} onChange={(e) => setReason(e.target.value)} />
      </label>
    </Modal>
  );
}
