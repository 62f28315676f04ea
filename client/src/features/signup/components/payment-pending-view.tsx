import { PLAN_CATALOGUE, paidPlanSchema } from '@crashpad/sync';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { formatMoney } from '../../../lib/format/format-money';
import { buttonClass } from '../../../ui/button/button';
import { useSession } from '../../session/use-session';
import styles from './signup.module.css';

// Pages of other areas: plain paths, not typed routes of this feature.
const MESSAGES_PATH: string = '/messages';
const SETTINGS_PATH: string = '/account-setting';
const RENTALS_PATH: string = '/my-crashpad';

/**
 * /processing/payment (auth): the plan as the server recorded it. Card payment arrives with the
 * payments screens; until a payment is confirmed the plan stays pending and nothing is charged,
 * so this page says so plainly instead of pretending to take a payment.
 */
export function PaymentPendingView() {
  const { t, i18n } = useTranslation();
  const { user, store } = useSession();
  useEffect(() => {
    // The plan's state may have changed since login (e.g. paid on another device).
    void store.refreshUser();
  }, [store]);

  const planValue = v.safeParse(paidPlanSchema, user?.user_plan);
  const plan = planValue.success ? PLAN_CATALOGUE[planValue.output] : null;
  const status = user?.plan_status ?? 'none';

  return (
    <section className={`${styles.page} ${styles.narrow}`} aria-labelledby="payment-title">
      <h1 id="payment-title" className={styles.title}>
        {t('signup.payment.title')}
      </h1>
      <p className={styles.lead}>{t(plan ? 'signup.payment.lead' : 'signup.payment.lead_free')}</p>
      {plan ? (
        <>
          <dl className={styles.facts}>
            <dt>{t('signup.payment.plan')}</dt>
            <dd>{t(`signup.${plan.nameKey}`)}</dd>
            <dt>{t('signup.payment.price')}</dt>
            <dd>{formatMoney(plan.priceCents, i18n.language)}</dd>
            <dt>{t('signup.payment.term')}</dt>
            <dd>{t('signup.payment.term_months', { months: plan.termMonths })}</dd>
            <dt>{t('signup.payment.status')}</dt>
            <dd>{t(`signup.payment.status_${status}`)}</dd>
          </dl>
          <div className={styles.notice}>
            {status === 'active' ? (
              <p>{t('signup.payment.active_text')}</p>
            ) : (
              <>
                <p>{t('signup.payment.pending_text')}</p>
                <p>{t('signup.payment.pending_next')}</p>
              </>
            )}
          </div>
        </>
      ) : (
        <div className={styles.notice}>
          <p>{t('signup.payment.free_text')}</p>
        </div>
      )}
      <div className={styles.actions}>
        {plan ? (
          <Link to={MESSAGES_PATH} className={buttonClass('primary')}>
            {t('signup.payment.messages')}
          </Link>
        ) : (
          <Link to={RENTALS_PATH} className={buttonClass('primary')}>
            {t('signup.payment.rentals')}
          </Link>
        )}
        <Link to={SETTINGS_PATH} className={buttonClass('secondary')}>
          {t('signup.payment.settings')}
        </Link>
      </div>
    </section>
  );
}
