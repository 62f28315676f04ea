import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/forms/submit-error';
import { Button } from '../../../ui/button/button';
import { toast } from '../../../ui/toast/toast-store';
import { useSession } from '../../../lib/session/use-session';
import { useAuthApi } from '../data/use-auth-api';
import styles from './auth.module.css';
import { ResendForm } from './resend-form';

/**
 * /email/verify/{id} (spec 1 §2): "check your inbox". Signed in, the resend button sends a new
 * link to the account's own address; otherwise the visitor types the address.
 */
export function CheckInboxView() {
  const { t } = useTranslation();
  const api = useAuthApi();
  const { user } = useSession();
  const [busy, setBusy] = useState(false);

  const resendOwn = async () => {
    setBusy(true);
    try {
      await api.resendOwnVerification();
      toast.success(t('auth.check_inbox.sent'));
    } catch (err) {
      toast.error(failureText(err, t, { offline: 'auth.offline', fallback: 'auth.generic_error' }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.page} aria-labelledby="inbox-title">
      <h1 id="inbox-title" className={styles.title}>
        {t('auth.check_inbox.title')}
      </h1>
      {user?.email_verified ? (
        <p className={styles.lead}>{t('auth.check_inbox.already', { email: user.email })}</p>
      ) : (
        <>
          <p className={styles.lead}>{user ? t('auth.check_inbox.text_to', { email: user.email }) : t('auth.check_inbox.text')}</p>
          <h2 className={styles.heading}>{t('auth.check_inbox.no_mail')}</h2>
        </>
      )}
      {user?.email_verified ? null : user ? (
        <Button block loading={busy} onClick={() => void resendOwn()}>
          {t('auth.check_inbox.resend')}
        </Button>
      ) : (
        <ResendForm />
      )}
    </section>
  );
}
