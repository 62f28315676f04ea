import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/api-client/api-context';
import { failureText } from '../../../lib/forms/submit-error';
import { Button, buttonClass } from '../../../ui/button/button';
import { Skeleton } from '../../../ui/feedback/skeleton';
import { FormError } from '../../../ui/field/form-error';
import { payoutsApi } from '../data/payouts-api';
import { useDashboardLink } from '../data/use-dashboard-link';
import { onboardingStatus } from '../model/onboarding';
import styles from './payouts.module.css';

/**
 * Step 1, connect to Stripe (spec 1 §4): incomplete → Complete Onboarding opens Stripe's
 * onboarding in this window; complete → View Stripe account opens the dashboard in a new one,
 * and the custom link updates the payout details.
 */
export function ConnectStep({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const link = useDashboardLink(userId);
  const [opening, setOpening] = useState<'onboarding' | 'update' | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function openLink(type: 'account_onboarding' | 'account_update') {
    setOpening(type === 'account_onboarding' ? 'onboarding' : 'update');
    setError(null);
    try {
      const { url } = await payoutsApi.customLink(api, type);
      // Stripe's hosted onboarding returns to the settings page when done (same window).
      window.location.assign(url);
    } catch (err) {
      setError(failureText(err, t, { offline: 'payouts.offline', fallback: 'payouts.generic_error' }));
      setOpening(null);
    }
  }

  if (link.status === 'loading') return <Skeleton lines={2} height="1.6em" />;
  if (link.status === 'error') {
    return (
      <div role="alert">
        <p>{failureText(link.error, t, { offline: 'payouts.offline', fallback: 'payouts.generic_error' })}</p>
        <Button variant="secondary" small onClick={link.reload}>
          {t('payouts.retry')}
        </Button>
      </div>
    );
  }
  const status = onboardingStatus(link.url);
  return (
    <>
      <p>
        {t('payouts.connect.status')}{' '}
        <span className={`${styles.badge} ${status === 'complete' ? styles.badgeComplete : styles.badgeIncomplete}`}>{t(`payouts.connect.${status}`)}</span>
      </p>
      <p className={styles.muted}>{t(status === 'complete' ? 'payouts.connect.complete_text' : 'payouts.connect.incomplete_text')}</p>
      <div className={styles.actions}>
        {status === 'incomplete' ? (
          <Button loading={opening === 'onboarding'} onClick={() => void openLink('account_onboarding')}>
            {t('payouts.connect.complete_onboarding')}
          </Button>
        ) : (
          <>
            <a className={buttonClass('primary')} href={link.url ?? undefined} target="_blank" rel="noopener noreferrer">
              {t('payouts.connect.view_account')}
            </a>
            <Button variant="secondary" small loading={opening === 'update'} onClick={() => void openLink('account_update')}>
              {t('payouts.connect.update_details')}
            </Button>
          </>
        )}
      </div>
      <FormError>{error}</FormError>
    </>
  );
}
