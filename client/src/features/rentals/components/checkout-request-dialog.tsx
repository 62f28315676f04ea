import type { Rental } from '@crashpad/sync';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/api-client/api-context';
import { Button } from '../../../ui/button/button';
import { Modal } from '../../../ui/dialog/modal';
import { SelectField } from '../../../ui/field/select-field';
import { TextField } from '../../../ui/field/text-field';
import { rentalsApi } from '../data/rentals-api';
import { useToastedCommand } from '../../../ui/toast/use-toasted-command';
import { useNow } from '../../../lib/time/use-now';
import { localDay, WHOLE_HOURS } from '../../../lib/time/whole-hours';
import { defaultCheckout } from '../model/checkout-defaults';
import styles from './rentals.module.css';

/**
 * Leave Crashpad / Change Check-Out Date (spec 3 §4): the tenant asks for a date and whole hour
 * (from today; defaults to now rounded to the hour, or the current check-out); the lister confirms.
 */
export function CheckoutRequestDialog({ rental, mode, onClose }: { rental: Rental; mode: 'leave' | 'change_checkout'; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const { run, busy } = useToastedCommand('tenancy.needs_connection');
  const now = useNow();
  const [value, setValue] = useState(() => defaultCheckout(rental, mode, new Date()));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(() => rentalsApi.requestCheckout(api, rental.id, { checkout_date: value.date, checkout_time: value.time }), { success: 'tenancy.toast.checkout_requested', failure: 'tenancy.something_wrong' }).then((ok) => ok && onClose());
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={t(`tenancy.actions.${mode}`)}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('tenancy.cancel')}
          </Button>
          <Button type="submit" form="checkout-request" loading={busy}>
            {t('tenancy.checkout.send')}
          </Button>
        </>
      }
    >
      <form id="checkout-request" className={styles.formGrid} onSubmit={submit} noValidate>
        <p className={styles.muted}>{t('tenancy.checkout.text')}</p>
        <TextField type="date" label={t('tenancy.checkout.date')} min={localDay(new Date(now))} value={value.date} onChange={(e) => setValue((v) => ({ ...v, date: e.target.value }))} required />
        <SelectField label={t('tenancy.checkout.time')} options={WHOLE_HOURS.map((h) => ({ value: h, label: h }))} value={value.time} onChange={(e) => setValue((v) => ({ ...v, time: e.target.value }))} />
      </form>
    </Modal>
  );
}
