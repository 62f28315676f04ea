import { PLAN_CATALOGUE } from '@crashpad/sync';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format/format-money';
import { buttonClass } from '../../../ui/button/button';
import { useSession } from '../../../lib/session/use-session';
import { destinationAfterPayment } from '../model/after-payment';
import { knownPlan, plansForRole } from '../model/plan-offers';
import styles from './billing.module.css';
import { PlanCheckoutPage } from './plan-checkout-page';

/**
 * /processing/payment (spec 1 §2, §5): the sign-up's payment step. The plan chosen at sign-up is
 * preselected; the first payment goes through POST /user/subscription.
 */
export function ProcessingPaymentView() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  // Decided when the page opens: paying here makes the plan active, and the page must keep its
  // form (and its redirect timer) until it moves on.
  const [alreadyActive] = useState(() => user?.plan_status === 'active');
  if (!user) return null;
  const plan = knownPlan(user.user_plan);
  if (alreadyActive || !plan) {
    const next = destinationAfterPayment({ mode: 'signup', userPlan: user.user_plan, setupComplete: true, upgradeFlag: false });
    return (
      <section className={styles.page} aria-labelledby="checkout-title">
        <h1 id="checkout-title" className={styles.title}>
          {t('billing.processing.title')}
        </h1>
        <p className={styles.lead}>{t(alreadyActive ? 'billing.processing.already_active' : 'billing.processing.no_plan')}</p>
        <Link to={next} className={buttonClass('primary')}>
          {t('billing.processing.continue')}
        </Link>
      </section>
    );
  }
  const info = PLAN_CATALOGUE[plan];
  return (
    <PlanCheckoutPage
      userId={user.id}
      title={t('billing.processing.title')}
      lead={t(plan === 'seeker' ? 'billing.processing.lead_seeker' : 'billing.processing.lead_lister', { price: formatMoney(info.priceCents, i18n.resolvedLanguage ?? 'en') })}
      mode="signup"
      plans={plansForRole(plan)}
      initialPlan={plan}
      submitLabel={t('billing.processing.pay')}
    />
  );
}
