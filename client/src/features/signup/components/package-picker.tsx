import { LISTER_PLANS, PLAN_CATALOGUE, type ListerPlan } from '@crashpad/sync';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format/format-money';
import { Button } from '../../../ui/button/button';
import { signupStorages } from '../data/signup-storages';
import { readPlanChoice, savePlanChoice } from '../model/plan-choice';
import { PlanLimits } from './plan-limits';
import styles from './signup.module.css';

/** /create-account/lister-package (spec 1 §2): the three lister packages; the heading is for screen readers. */
export function PackagePicker() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [chosen] = useState(() => readPlanChoice(signupStorages().tab));

  const choose = (plan: ListerPlan) => {
    savePlanChoice(signupStorages().tab, plan);
    void navigate({ to: '/create-account/list-crashpad' });
  };

  return (
    <section className={`${styles.page} ${styles.wide}`} aria-labelledby="package-title">
      <h1 id="package-title" className={styles.visuallyHidden}>
        {t('signup.package.title')}
      </h1>
      <p className={styles.lead}>{t('signup.package.lead')}</p>
      <ul className={`${styles.cards} ${styles.cols3}`}>
        {LISTER_PLANS.map((value) => {
          const plan = PLAN_CATALOGUE[value];
          const name = t(`signup.${plan.nameKey}`);
          return (
            <li key={value}>
              <article className={`${styles.card} ${chosen === value ? styles.cardSelected : ''}`} aria-labelledby={`plan-${value}`}>
                <h2 id={`plan-${value}`} className={styles.cardTitle}>
                  {name}
                </h2>
                <p className={styles.price}>{t('signup.package.per_year', { price: formatMoney(plan.priceCents, i18n.language) })}</p>
                <PlanLimits plan={value} />
                <div className={styles.cardAction}>
                  <Button block variant={chosen === value ? 'primary' : 'secondary'} onClick={() => choose(value)} aria-describedby={`plan-${value}`}>
                    {chosen === value ? t('signup.package.continue_with', { plan: name }) : t('signup.package.choose', { plan: name })}
                  </Button>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
      <p className={styles.footnote}>
        <Link to="/create-account">{t('signup.package.back')}</Link>
      </p>
    </section>
  );
}
