import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../ui/field/select-field';
import type { SignupField, SignupValues } from '../model/signup-values';
import styles from './signup.module.css';
import { useSignupOptions } from './use-signup-options';

interface BirthdayFieldsProps {
  values: Pick<SignupValues, 'birthdate_month' | 'birthdate_day' | 'birthdate_year'>;
  errorFor: (field: SignupField) => string | undefined;
  onChange: (field: SignupField, value: string) => void;
}

/** Birthday as month, day and year (spec 1 §3: sign-up years 1900 … current year − 9). */
export function BirthdayFields({ values, errorFor, onChange }: BirthdayFieldsProps) {
  const { t } = useTranslation();
  const options = useSignupOptions();
  const fields = [
    { name: 'birthdate_month', label: t('signup.form.birth_month'), options: options.months },
    { name: 'birthdate_day', label: t('signup.form.birth_day'), options: options.days },
    { name: 'birthdate_year', label: t('signup.form.birth_year'), options: options.years },
  ] as const;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.subLegend}>{t('signup.form.birthday')}</legend>
      <div className={styles.row3}>
        {fields.map((field) => (
          <SelectField
            key={field.name}
            name={field.name}
            label={field.label}
            required
            placeholder=""
            options={field.options}
            value={values[field.name]}
            error={errorFor(field.name)}
            onChange={(e) => onChange(field.name, e.target.value)}
          />
        ))}
      </div>
    </fieldset>
  );
}
