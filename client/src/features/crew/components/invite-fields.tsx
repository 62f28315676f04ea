import type { UnrentedOutput } from '@crashpad/sync';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../../lib/time/use-now';
import { Checkbox } from '../../../ui/field/checkbox';
import { SelectField } from '../../../ui/field/select-field';
import { TextField } from '../../../ui/field/text-field';
import { bedChoices, suggestedAmounts } from '../model/invite-prerequisites';
import { localToday, ordinalLabel, PAYMENT_DAYS, WHOLE_HOURS, type InviteValues } from '../model/invite-form';
import styles from './crew.module.css';

export interface InviteFieldsProps {
  values: InviteValues;
  onChange: (patch: Partial<InviteValues>) => void;
  listings: UnrentedOutput['data'];
  /** The bed an edited invitation holds stays choosable. */
  keepBedId: string | null;
  /** E-mail is fixed once the invitation exists. */
  emailLocked: boolean;
  onEmailBlur: () => void;
  onAutopayChange: (on: boolean) => void;
}

/** The invite form's fields in the spec's order (spec 3 §5). */
export function InviteFields({ values, onChange, listings, keepBedId, emailLocked, onEmailBlur, onAutopayChange }: InviteFieldsProps) {
  const { t } = useTranslation();
  const today = localToday(new Date(useNow()));
  const beds = bedChoices(listings, values.location_id, keepBedId);
  const hours = WHOLE_HOURS.map((h) => ({ value: h, label: h }));
  const pickBed = (bedId: string) => {
    const bed = beds.find((b) => b.value === bedId);
    const amounts = suggestedAmounts(listings, values.location_id, bedId);
    onChange({
      bed_id: bedId,
      room_id: bed?.room_id ?? '',
      rental_amount: values.rental_amount || amounts?.rent || '',
      deposit: values.deposit || amounts?.deposit || '',
    });
  };
  return (
    <div className={styles.formGrid}>
      <TextField name="tenant_email" type="email" label={t('crew.invite.email')} value={values.tenant_email} readOnly={emailLocked} autoComplete="off" onChange={(e) => onChange({ tenant_email: e.target.value })} onBlur={onEmailBlur} required />
      <SelectField
        name="location_id"
        label={t('crew.invite.location')}
        placeholder={t('crew.invite.choose_location')}
        options={listings.map((l) => ({ value: l.listing_id, label: l.title, disabled: !l.active }))}
        value={values.location_id}
        onChange={(e) => onChange({ location_id: e.target.value, room_id: '', bed_id: '' })}
        required
      />
      <SelectField
        name="bed_id"
        label={t('crew.invite.bed')}
        placeholder={t('crew.invite.choose_bed')}
        options={beds.map((b) => ({ value: b.value, label: b.disabled ? t('crew.invite.bed_taken', { bed: b.label }) : b.label, disabled: b.disabled }))}
        value={values.bed_id}
        onChange={(e) => pickBed(e.target.value)}
        required
      />
      <TextField name="rental_amount" inputMode="decimal" label={t('crew.invite.rent')} value={values.rental_amount} onChange={(e) => onChange({ rental_amount: e.target.value.replace(/[^\d.]/g, '') })} required />
      <TextField name="deposit" inputMode="decimal" label={t('crew.invite.deposit')} value={values.deposit} onChange={(e) => onChange({ deposit: e.target.value.replace(/[^\d.]/g, '') })} />
      <TextField name="start_date" type="date" min={today} label={t('crew.invite.start_date')} value={values.start_date} onChange={(e) => onChange({ start_date: e.target.value })} required />
      <SelectField name="start_time" label={t('crew.invite.start_time')} placeholder={t('crew.invite.choose_time')} options={hours} value={values.start_time} onChange={(e) => onChange({ start_time: e.target.value })} required />
      <TextField name="checkout_date" type="date" min={values.start_date || today} label={t('crew.invite.checkout_date')} hint={t('crew.invite.checkout_hint')} value={values.checkout_date} onChange={(e) => onChange({ checkout_date: e.target.value })} />
      <SelectField name="checkout_time" label={t('crew.invite.checkout_time')} placeholder={t('crew.invite.choose_time')} options={hours} value={values.checkout_time} onChange={(e) => onChange({ checkout_time: e.target.value })} />
      <SelectField
        name="payment_date"
        label={t('crew.invite.payment_date')}
        options={PAYMENT_DAYS.map((d) => ({ value: String(d), label: ordinalLabel(d, t as never) }))}
        value={values.payment_date}
        onChange={(e) => onChange({ payment_date: e.target.value })}
        required
      />
      <Checkbox name="auto_pay" label={t('crew.invite.autopay')} hint={t('crew.invite.autopay_hint')} checked={values.auto_pay} onChange={(e) => onAutopayChange(e.target.checked)} />
      <label className={styles.textareaField}>
        <span>{t('crew.invite.note')}</span>
        <textarea name="note_agreement" rows={3} value={values.note_agreement} onChange={(e) => onChange({ note_agreement: e.target.value })} />
      </label>
    </div>
  );
}
