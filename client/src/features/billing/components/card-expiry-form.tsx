import { useMemo, useState } from 'react';
import { useNow } from '../../../lib/time/use-now';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button/button';
import { SelectField } from '../../../ui/field/select-field';
import { EXPIRY_MONTHS, expiryYears, parseExpiry } from '../model/expiry-options';
import styles from './billing.module.css';

/** spec 1 §5, §9: a new expiry for the card on file — month and year, 20 years of options. */
export function CardExpiryForm({ busy, onSave }: { busy: boolean; onSave: (expiry: { exp_month: number; exp_year: number } | null) => Promise<boolean> }) {
  const { t, i18n } = useTranslation();
  const [month, setMonth] = useState('');
  const [year, setYear] = useState('');
  const lng = i18n.resolvedLanguage ?? 'en';
  const months = useMemo(() => {
    const name = new Intl.DateTimeFormat(lng, { month: 'short', timeZone: 'UTC' });
    return EXPIRY_MONTHS.map((m) => ({ value: String(m), label: `${String(m).padStart(2, '0')} – ${name.format(Date.UTC(2000, m - 1, 1))}` }));
  }, [lng]);
  const now = useNow();
  const years = expiryYears(new Date(now)).map((y) => ({ value: String(y), label: String(y) }));
  return (
    <form
      className={styles.section}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void onSave(parseExpiry(month, year, new Date(now))).then((ok) => {
          if (ok) {
            setMonth('');
            setYear('');
          }
        });
      }}
    >
      <h3 className={styles.sectionTitle}>{t('billing.card.expiry_title')}</h3>
      <div className={styles.row}>
        <SelectField name="exp_month" label={t('billing.card.expiry_month')} placeholder={t('billing.card.expiry_month_placeholder')} options={months} value={month} onChange={(e) => setMonth(e.target.value)} />
        <SelectField name="exp_year" label={t('billing.card.expiry_year')} placeholder={t('billing.card.expiry_year_placeholder')} options={years} value={year} onChange={(e) => setYear(e.target.value)} />
      </div>
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" loading={busy}>
          {t('billing.card.expiry_save')}
        </Button>
      </div>
    </form>
  );
}
