import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../ui/button/button';
import { useSession } from '../../../lib/session/use-session';
import { UPGRADE_AFTER_METHOD_KEY } from '../model/after-payment';
import { upgradePlans } from '../model/plan-offers';
import styles from './billing.module.css';
import { PlanCheckoutPage } from './plan-checkout-page';

/**
 * /upgrade-account (spec 1 §6: the add-listing check answered 403, upgrade needed): the dearer
 * lister plans, paid through POST /user/renew-subscription.
 */
export function UpgradeAccountView() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [plans] = useState(() => upgradePlans(user?.user_plan ?? null));
  if (!user) return null;
  if (plans.length === 0) {
    return (
      <section className={styles.page} aria-labelledby="checkout-title">
        <h1 id="checkout-title" className={styles.title}>
          {t('billing.upgrade.title')}
        </h1>
        <p className={styles.lead}>{t('billing.upgrade.top_plan')}</p>
        <Link to="/my-crashpads" className={buttonClass('primary')}>
          {t('billing.upgrade.back')}
        </Link>
      </section>
    );
  }
  const cardPath: string = '/update-payment-method';
  const lead = (
    <>
      <p>{t('billing.upgrade.lead')}</p>
      <p>
        {/* spec 1 §2: the stored flag brings the user back here once the card is set up. */}
        <Link to={cardPath} onClick={() => localStorage.setItem(UPGRADE_AFTER_METHOD_KEY, '1')}>
          {t('billing.upgrade.card_first')}
        </Link>
      </p>
    </>
  );
  return (
    <PlanCheckoutPage
      userId={user.id}
      title={t('billing.upgrade.title')}
      lead={lead}
      mode="renewal"
      plans={plans}
      initialPlan={plans[0] ?? null}
      submitLabel={t('billing.upgrade.submit')}
    />
  );
}
