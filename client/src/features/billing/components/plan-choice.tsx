import { PLAN_CATALOGUE, type PaidPlan } from '@crashpad/sync';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format/format-money';
import styles from './billing.module.css';

/**
 * The plans a screen offers, priced from the plan catalogue the server charges by (the client
 * never sends an amount; DECISIONS #10).
 */
export function PlanChoice({ plans, value, onChange, disabled }: { plans: readonly PaidPlan[]; value: PaidPlan | null; onChange: (plan: PaidPlan) => void; disabled?: boolean }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.resolvedLanguage ?? 'en';
  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <legend className={styles.legend}>{t('billing.plans.legend')}</legend>
      {plans.map((plan) => {
        const info = PLAN_CATALOGUE[plan];
        return (
          <label key={plan} className={styles.choice}>
            <input type="radio" name="user_plan" value={plan} checked={value === plan} onChange={() => onChange(plan)} />
            <span className={styles.choiceName}>{t(`billing.plans.${plan}.name`)}</span>
            <span className={styles.choicePrice}>
              {t(info.termMonths === 12 ? 'billing.plans.per_year' : 'billing.plans.per_months', { price: formatMoney(info.priceCents, lng), months: info.termMonths })}
            </span>
            <span className={styles.choiceNote}>{t(`billing.plans.${plan}.note`)}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
