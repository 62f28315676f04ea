import { forgotInputSchema, REDIRECT_AFTER_FORGOT_MS } from '@crashpad/sync';
import { Link } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { focusField, validateInOrder } from '../../../lib/forms/first-issue';
import { failureText } from '../../../lib/forms/submit-error';
import { Button } from '../../../ui/button/button';
import { TextField } from '../../../ui/field/text-field';
import { toast } from '../../../ui/toast/toast-store';
import { useAuthApi } from '../data/use-auth-api';
import styles from './auth.module.css';
import { useRedirectToLoginAfter } from './use-redirect-after';

/** /forgot (spec 1 §2, §8): e-mail and send; success toasts and goes to /login after 4 s. */
export function ForgotView() {
  const { t } = useTranslation();
  const api = useAuthApi();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const redirect = useRedirectToLoginAfter(REDIRECT_AFTER_FORGOT_MS);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || sent) return;
    const checked = validateInOrder(forgotInputSchema, { email }, ['email']);
    if (!checked.success) {
      setError(t(checked.issue.message));
      focusField(formRef.current, 'email');
      return;
    }
    setBusy(true);
    try {
      await api.requestPasswordReset(checked.output.email);
      setSent(true);
      toast.success(t('auth.forgot.sent'));
      redirect();
    } catch (err) {
      toast.warning(failureText(err, t, { offline: 'auth.offline', fallback: 'auth.generic_error' }));
    } finally {
      setBusy(false);
    }
  };

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
          onChange={(e) => {
            setEmail(e.target.value);
            setError(null);
          }}
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
