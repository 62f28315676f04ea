import { roleOfPlan, type User } from '@crashpad/sync';
import { useTranslation } from 'react-i18next';
import styles from './settings.module.css';

/**
 * Autopay (spec 1 §4, §6): what the account has today — automatic rent payments on or off and,
 * for listers, whether a payout account is connected. A lister's tab is replaced by the payouts
 * screens (onboarding, autopay switch); this summary stays for the other roles.
 */
export function AutopayPanel({ user, hasAutoPayment }: { user: User; hasAutoPayment: boolean }) {
  const { t } = useTranslation();
  const lister = roleOfPlan(user.user_plan) === 'lister';
  const on = lister ? user.automatic_payment === 1 : hasAutoPayment;
  return (
    <div>
      <h2 className={styles.sectionTitle}>{t('settings.autopay.title')}</h2>
      <p>{lister ? t('settings.autopay.lister_intro') : t('settings.autopay.tenant_intro')}</p>
      <dl className={styles.service}>
        <dt>{t('settings.autopay.status')}</dt>
        <dd>
          <span className={`${styles.badge} ${on ? styles.badgeActive : ''}`}>{on ? t('settings.autopay.on') : t('settings.autopay.off')}</span>
        </dd>
        {lister && (
          <>
            <dt id="connectStripeExpress">{t('settings.autopay.payout_account')}</dt>
            <dd>{user.acc_stripe ? t('settings.autopay.payout_connected') : t('settings.autopay.payout_missing')}</dd>
          </>
        )}
      </dl>
    </div>
  );
}
