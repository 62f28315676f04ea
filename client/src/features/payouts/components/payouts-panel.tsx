import { useTranslation } from 'react-i18next';
import { AutopaySwitch } from './autopay-switch';
import { OnboardingAccordion } from './onboarding-accordion';
import { PayoutSchedule } from './payout-schedule';
import styles from './payouts.module.css';

/**
 * A lister's autopay tab (spec 1 §2, §4, §6): the automatic rent payments switch, the payout
 * account onboarding in three steps and, behind its flag, the payout schedule.
 */
export function PayoutsPanel({ userId, openStepTwo, showSchedule }: { userId: string; openStepTwo: boolean; showSchedule: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.panel} id="connectStripeExpress">
      <p className={styles.muted}>{t('payouts.intro')}</p>
      <AutopaySwitch />
      <OnboardingAccordion userId={userId} openStepTwo={openStepTwo} />
      {showSchedule && <PayoutSchedule />}
    </div>
  );
}
