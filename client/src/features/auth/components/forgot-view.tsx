import { forgotInputSchema, REDIRECT_AFTER_FORGOT_MS } from '@crashpad/sync';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button/button';
import { TextField } from '../../../ui/field/text-field';
import { useAuthApi } from '../data/use-auth-api';
import styles from './auth.module.css';
import { useEmailRequest } from './use-email-request';
import { useRedirectToLoginAfter } from './use-redirect-after';

/** /forgot (spec 1 §2, §8): e-mail and send; success toasts and goes to /login after 4 s. */
export function ForgotView() {
  const { t } = useTranslation();
  const api = useAuthApi();
  const redirect = useRedirectToLoginAfter(REDIRECT_AFTER_FORGOT_MS);
  const { formRef, email, error, busy, sent, submit, change } = useEmailRequest({
    schema: forgotInputSchema,
    send: (address) => api.requestPasswordReset(address),
    sentKey: 'auth.forgot.sent',
    failureToast: 'warning',
    once: true,
    onSent: redirect,
  });

  return (
    <section className={styles.page} aria-labelledby="forgot-title">
      <h1 id="forgot-title" className={styles.title}>
        {t('auth.forgot.title')}
      </h1>
      <p className={styles.lead}>{sent ? t('auth.forgot.sent') : t('auth.forgot.lead')}</p>
      <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
        <TextField
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          label={t('auth.forgot.email')}
          required
          value={email}
          error={error ?? undefined}
          readOnly={sent}
          onChange={(e) => change(e.target.value)}
        />
        <Button type="submit" block loading={busy} disabled={sent}>
          {t('auth.forgot.submit')}
        </Button>
      </form>
      <div className={styles.links}>
        <p>
          <Link to="/login">{t('auth.forgot.back')}</Link>
        </p>
      </div>
    </section>
  );
}
