import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button/button';
import { Modal } from '../../../ui/dialog/modal';
import type { PaymentErrorCase } from '../../../lib/payments/payment-error';

/** spec 1 §8: the payment error modal "Important Notice", one text per case, with the support hint. */
export function PaymentErrorModal({ error, onClose }: { error: PaymentErrorCase | null; onClose: () => void }) {
  const { t } = useTranslation();
  const okRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={error !== null}
      role="alertdialog"
      onClose={onClose}
      initialFocus={okRef}
      title={t('billing.error_modal.title')}
      footer={
        <Button ref={okRef} onClick={onClose}>
          {t('billing.error_modal.ok')}
        </Button>
      }
    >
      {error && <ErrorText error={error} />}
      <p>{t('billing.error_modal.support')}</p>
    </Modal>
  );
}

function ErrorText({ error }: { error: PaymentErrorCase }) {
  const { t } = useTranslation();
  switch (error.kind) {
    case 'invalid_payment_method':
      return <p data-error-kind={error.kind}>{t('billing.error_modal.invalid_payment_method')}</p>;
    case 'invalid_customer_id':
      return <p data-error-kind={error.kind}>{t('billing.error_modal.invalid_customer_id')}</p>;
    case 'card_declined':
      return (
        <p data-error-kind={error.kind}>
          <strong>{t('billing.error_modal.card_declined')}</strong> {t('billing.error_modal.code', { code: error.declineCode })}
        </p>
      );
    case 'invalid_card':
      return (
        <p data-error-kind={error.kind}>
          <strong>{t('billing.error_modal.invalid_card')}</strong> {t('billing.error_modal.code', { code: error.code })}
        </p>
      );
    case 'other':
      return (
        <p data-error-kind={error.kind}>
          <strong>{t('billing.error_modal.error')}</strong> {t('billing.error_modal.code', { code: error.code })} {error.message}
        </p>
      );
  }
}
