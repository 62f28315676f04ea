import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../ui/field/select-field';
import { TextField } from '../../../ui/field/text-field';
import { countryOptions } from '../model/countries';
import { DEFAULT_PAYMENT_COUNTRY, type PaymentFormField, type PaymentFormValues } from '../model/payment-form';
import styles from './billing.module.css';

export interface BillingDetailsFieldsProps {
  values: PaymentFormValues;
  onChange: (values: PaymentFormValues) => void;
  issue: { field: PaymentFormField; message: string } | null;
}

/** spec 1 §3, §5 "Payment form": first and last name, zip/postal code and country (US first). */
export function BillingDetailsFields({ values, onChange, issue }: BillingDetailsFieldsProps) {
  const { t, i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? 'en';
  const countries = useMemo(() => countryOptions(lng, DEFAULT_PAYMENT_COUNTRY), [lng]);
  const error = (field: PaymentFormField) => (issue?.field === field ? issue.message : undefined);
  const set = (field: keyof PaymentFormValues) => (e: { target: { value: string } }) => onChange({ ...values, [field]: e.target.value });
  return (
    <>
      <div className={styles.row}>
        <TextField name="first_name" label={t('billing.form.first_name')} autoComplete="cc-given-name" maxLength={80} required value={values.first_name} onChange={set('first_name')} error={error('first_name')} />
        <TextField name="last_name" label={t('billing.form.last_name')} autoComplete="cc-family-name" maxLength={80} required value={values.last_name} onChange={set('last_name')} error={error('last_name')} />
      </div>
      <div className={styles.row}>
        <TextField name="address_zip" label={t('billing.form.zip')} autoComplete="postal-code" maxLength={12} required value={values.address_zip} onChange={set('address_zip')} error={error('address_zip')} />
        <SelectField name="country" label={t('billing.form.country')} autoComplete="country" required options={countries} placeholder={t('billing.form.country_placeholder')} value={values.country} onChange={set('country')} error={error('country')} />
      </div>
    </>
  );
}
