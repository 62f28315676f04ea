import { AIRLINES, GENDERS, HEAR_ABOUT_US, MONTHS, signupBirthYears } from '@crashpad/sync';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectOption } from '../../../ui/field/select-field';

const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);

/** The option lists of the details form (spec 1 §3), labelled in the current language. */
export function useSignupOptions() {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  return useMemo(() => {
    const monthName = new Intl.DateTimeFormat(lng, { month: 'long', timeZone: 'UTC' });
    const toOptions = (values: readonly (string | number)[], label: (value: string) => string): SelectOption[] =>
      values.map((value) => ({ value: String(value), label: label(String(value)) }));
    return {
      genders: toOptions(GENDERS, (g) => t(`signup.options.gender.${g}`)),
      hearAboutUs: toOptions(HEAR_ABOUT_US, (h) => t(`signup.options.hear_about_us.${h}`)),
      // Airline names are proper nouns; only the first, generic choice is translated.
      airlines: toOptions(AIRLINES, (a) => (a === AIRLINES[0] ? t('signup.options.airline_other') : a)),
      months: toOptions(MONTHS, (m) => monthName.format(Date.UTC(2000, Number(m) - 1, 1))),
      days: toOptions(DAYS, (d) => d),
      years: toOptions(signupBirthYears(), (y) => y),
    };
  }, [t, lng]);
}
