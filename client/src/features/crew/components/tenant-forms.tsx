import type { Rental } from '@crashpad/sync';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/api-client/api-context';
import { Button } from '../../../ui/button/button';
import { Modal } from '../../../ui/dialog/modal';
import { SelectField } from '../../../ui/field/select-field';
import { TextField } from '../../../ui/field/text-field';
import { crewApi } from '../data/crew-api';
import { useToastedCommand } from '../../../ui/toast/use-toasted-command';
import { localToday, WHOLE_HOURS } from '../model/invite-form';
import { useNow } from '../../../lib/time/use-now';
import { nowRoundedToHour } from '../../../lib/time/whole-hours';
import styles from './crew.module.css';

const centsText = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

/** A small form in a modal: Cancel and a submit button; closes when the command succeeded. */
export function FormModal({ title, submitLabel, busy, onClose, onSubmit, children }: { title: string; submitLabel: string; busy: boolean; onClose: () => void; onSubmit: () => Promise<boolean>; children: ReactNode }) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSubmit().then((ok) => ok && onClose());
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('crew.cancel')}
          </Button>
          <Button type="submit" form="tenant-form" loading={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id="tenant-form" noValidate onSubmit={submit} className={styles.formGrid}>
        {children}
      </form>
    </Modal>
  );
}

/** spec 3 §7 PUT /rental/{id}/update-tenant-note. */
export function NoteDialog({ rental, onClose }: { rental: Rental; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const { run, busy } = useToastedCommand('crew.needs_connection');
  const [note, setNote] = useState(rental.note_agreement);
  return (
    <FormModal title={t('crew.note.title')} submitLabel={t('crew.save')} busy={busy} onClose={onClose} onSubmit={() => run(() => crewApi.updateNote(api, rental.id, note), { success: 'crew.toast.note_saved', failure: 'crew.something_wrong' })}>
      <label className={styles.textareaField}>
        <span>{t('crew.invite.note')}</span>
        <textarea rows={5} value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
    </FormModal>
  );
}

/** spec 3 §5 autopay request: rent and deposit digits only, fixed once the rental is accepted. */
export function RequestAutopayDialog({ rental, onClose }: { rental: Rental; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const { run, busy } = useToastedCommand('crew.needs_connection');
  const locked = rental.status === 'accepted';
  const [rent, setRent] = useState(centsText(rental.rental_amount_cents));
  const [deposit, setDeposit] = useState(centsText(rental.deposit_cents));
  const body = locked ? {} : { rental_amount: rent, deposit };
  return (
    <FormModal title={t('crew.autopay_request.title')} submitLabel={t('crew.autopay_request.send')} busy={busy} onClose={onClose} onSubmit={() => run(() => crewApi.requestAutopay(api, rental.id, body), { success: 'crew.toast.autopay_sent', failure: 'crew.toast.autopay_failed' })}>
      <p>{t('crew.autopay_request.text')}</p>
      <TextField label={t('crew.invite.rent')} inputMode="numeric" value={rent} disabled={locked} onChange={(e) => setRent(e.target.value.replace(/\D/g, ''))} required />
      <TextField label={t('crew.invite.deposit')} inputMode="numeric" value={deposit} disabled={locked} onChange={(e) => setDeposit(e.target.value.replace(/\D/g, ''))} required />
    </FormModal>
  );
}

/** spec 3 §4 lister check-out: date from today, whole hours; blocked rules answered by the server. */
export function CheckOutDialog({ rental, onClose }: { rental: Rental; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const { run, busy } = useToastedCommand('crew.needs_connection');
  const now = useNow();
  const [value, setValue] = useState(() => nowRoundedToHour(new Date(now)));
  return (
    <FormModal title={t('crew.check_out.title')} submitLabel={t('crew.check_out.confirm')} busy={busy} onClose={onClose} onSubmit={() => run(() => crewApi.checkOut(api, rental.id, { checkout_date: value.date, checkout_time: value.time }), { success: 'crew.toast.checked_out', failure: 'crew.something_wrong' })}>
      <TextField type="date" label={t('crew.invite.checkout_date')} min={localToday(new Date(now))} value={value.date} onChange={(e) => setValue((v) => ({ ...v, date: e.target.value }))} required />
      <SelectField label={t('crew.invite.checkout_time')} options={WHOLE_HOURS.map((h) => ({ value: h, label: h }))} value={value.time} onChange={(e) => setValue((v) => ({ ...v, time: e.target.value }))} />
    </FormModal>
  );
}
