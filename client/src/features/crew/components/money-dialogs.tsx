import { MANUAL_PAYMENT_METHODS, PAYMENT_REQUEST_TYPES, type Rental } from '@crashpad/sync';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/api-client/api-context';
import { toast } from '../../../ui/toast/toast-store';
import { SelectField } from '../../../ui/field/select-field';
import { TextField } from '../../../ui/field/text-field';
import { crewApi } from '../data/crew-api';
import { useToastedCommand } from '../../../ui/toast/use-toasted-command';
import { cleanAmount } from '../model/tenant-actions';
import { FormModal } from './tenant-forms';
import styles from './crew.module.css';

const target = (rental: Rental) => ({ tenant_id: rental.id, tenant_user_id: rental.user_id, listing_id: rental.listing_id, room_id: rental.room_id });

/** spec 3 §3/§5 manual payment: method from the spec's list, amount required, notes. */
export function ManualPaymentDialog({ rental, onClose }: { rental: Rental; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const { run, busy } = useToastedCommand('crew.needs_connection');
  const [method, setMethod] = useState<string>('cash');
  const [amount, setAmount] = useState('');
  const [notes, setNotes] = useState('');
  // One id for this payment however often the form is sent (a retry after a lost answer books it once).
  const [entryId] = useState(() => crypto.randomUUID());
  const submit = async () => {
    if (!amount) {
      toast.error(t('validation.amount_required'));
      return false;
    }
    return run(() => crewApi.addManualPayment(api, { ...target(rental), payment_type: 'manual', payment_method: method, amount, notes, entry_id: entryId }), { success: 'crew.toast.payment_added', failure: 'crew.something_wrong' });
  };
  return (
    <FormModal title={t('crew.manual_payment.title')} submitLabel={t('crew.save')} busy={busy} onClose={onClose} onSubmit={submit}>
      <SelectField label={t('crew.manual_payment.method')} options={MANUAL_PAYMENT_METHODS.map((m) => ({ value: m, label: t(`crew.payment_methods.${m}`) }))} value={method} onChange={(e) => setMethod(e.target.value)} />
      <TextField label={t('crew.manual_payment.amount')} inputMode="decimal" value={amount} onChange={(e) => setAmount(cleanAmount(e.target.value))} required />
      <label className={styles.textareaField}>
        <span>{t('crew.manual_payment.notes')}</span>
        <textarea rows={3} value={notes} onChange={(e) => setNotes(e.target.value)} />
      </label>
    </FormModal>
  );
}

/** spec 3 §5 payment request: type required ('please select a payment type'), amount > 0, else the generic toast. */
export function PaymentRequestDialog({ rental, onClose }: { rental: Rental; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const { run, busy } = useToastedCommand('crew.needs_connection');
  const [paymentFor, setPaymentFor] = useState('');
  const [amount, setAmount] = useState('');
  const [notes, setNotes] = useState('');
  // One id for this request however often the form is sent (a retry after a lost answer asks for the money once).
  const [entryId] = useState(() => crypto.randomUUID());
  const submit = async () => {
    if (!paymentFor) {
      toast.error(t('validation.payment_for_required'));
      return false;
    }
    if (!(Number(amount) > 0)) {
      toast.error(t('validation.payment_request_invalid'));
      return false;
    }
    return run(() => crewApi.sendPaymentRequest(api, { ...target(rental), payment_for: paymentFor, amount, notes, entry_id: entryId }), { success: 'crew.toast.request_sent', failure: 'crew.toast.request_failed' });
  };
  return (
    <FormModal title={t('crew.payment_request.title')} submitLabel={t('crew.payment_request.send')} busy={busy} onClose={onClose} onSubmit={submit}>
      <SelectField label={t('crew.payment_request.type')} placeholder={t('crew.payment_request.choose_type')} options={PAYMENT_REQUEST_TYPES.map((p) => ({ value: p, label: t(`crew.payment_for.${p}`) }))} value={paymentFor} onChange={(e) => setPaymentFor(e.target.value)} required />
      <TextField label={t('crew.manual_payment.amount')} type="number" min={0} step={0.01} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} required />
      <label className={styles.textareaField}>
        <span>{t('crew.manual_payment.notes')}</span>
        <textarea rows={3} value={notes} onChange={(e) => setNotes(e.target.value)} />
      </label>
    </FormModal>
  );
}
