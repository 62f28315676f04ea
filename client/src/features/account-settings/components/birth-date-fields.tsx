import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../ui/field/select-field';
import { BIRTH_DAYS, profileBirthYears, shortMonthNames } from '../model/profile-values';
import styles from './settings.module.css';

export interface BirthDateFieldsProps {
  year: string;
  month: string;
  day: string;
  onChange: (field: 'birthdate_year' | 'birthdate_month' | 'birthdate_day', value: string) => void;
  errorFor: (field: 'birthdate_year' | 'birthdate_month' | 'birthdate_day') => string | undefined;
}

/** Birthday as year (1901 … last year), short month names and day 1–31 (spec 1 §3). */
export function BirthDateFields({ year, month, day, onChange, errorFor }: BirthDateFieldsProps) {
  const { t, i18n } = useTranslation();
  const years = profileBirthYears().map((y) => ({ value: String(y), label: String(y) }));
  const months = shortMonthNames(i18n.resolvedLanguage ?? 'en').map((m) => ({ value: String(m.value), label: m.label }));
  const days = BIRTH_DAYS.map((d) => ({ value: String(d), label: String(d) }));
  return (
    <fieldset className={styles.birth}>
      <legend>{t('settings.profile.birthday')}</legend>
      <SelectField
        name="birthdate_year"
        label={t('settings.profile.birth_year')}
        options={years}
        value={year}
        error={errorFor('birthdate_year')}
        onChange={(e) => onChange('birthdate_year', e.target.value)}
      />
      <SelectField
        name="birthdate_month"
        label={t('settings.profile.birth_month')}
        options={months}
        value={month}
        error={errorFor('birthdate_month')}
        onChange={(e) => onChange('birthdate_month', e.target.value)}
      />
      <SelectField
        name="birthdate_day"
        label={t('settings.profile.birth_day')}
        options={days}
        value={day}
        error={errorFor('birthdate_day')}
        onChange={(e) => onChange('birthdate_day', e.target.value)}
      />
    </fieldset>
  );
}
