import { REDIRECT_AFTER_RESET_MS, resetFormSchema } from '@crashpad/sync';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { focusField, validateInOrder, type FormIssue } from '../../../lib/forms/first-issue';
import { describeFailure, failureText } from '../../../lib/forms/submit-error';
import { Button } from '../../../ui/button/button';
import { FormError } from '../../../ui/field/form-error';
import { TextField } from '../../../ui/field/text-field';
import { toast } from '../../../ui/toast/toast-store';
import { SuccessView } from '../../../ui/views/success-view';
import { useAuthApi } from '../data/use-auth-api';
import { resetTokenStore } from '../data/link-token-store';
import styles from './auth.module.css';
import { useRedirectToLoginAfter } from './use-redirect-after';

const ORDER = ['password', 'confirm_password'] as const;

/** New password and confirmation (spec 1 §5); success, then /login after 5 s (spec 1 §4). */
export function ResetPasswordForm({ token, onInvalid }: { token: string; onInvalid: () => void }) {
  const { t } = useTranslation();
  const api = useAuthApi();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ password: '', confirm_password: '' });
  const [issue, setIssue] = useState<FormIssue | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const redirect = useRedirectToLoginAfter(REDIRECT_AFTER_RESET_MS);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = validateInOrder(resetFormSchema, values, ORDER);
    if (!checked.success) {
      setIssue(checked.issue);
      focusField(formRef.current, checked.issue.field);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await api.resetPassword({ token, ...checked.output });
      resetTokenStore.clear();
      toast.success(t('auth.reset.done'));
      setDone(true);
      redirect();
    } catch (err) {
      const failure = describeFailure(err);
      if (failure.kind === 'server' && failure.code === 'token_invalid') {
        resetTokenStore.clear();
        onInvalid();
        return;
      }
      setError(failureText(err, t, { offline: 'auth.offline', fallback: 'auth.generic_error' }));
    } finally {
      setBusy(false);
    }
  };

  if (done) return <SuccessView message={`${t('auth.reset.done')} ${t('auth.reset.redirecting')}`} />;

  const field = (name: (typeof ORDER)[number], label: string) => (
    <TextField
      name={name}
      type="password"
      autoComplete="new-password"
      label={label}
      required
      value={values[name]}
      error={issue?.field === name ? t(issue.message) : undefined}
      onChange={(e) => {
        setValues((prev) => ({ ...prev, [name]: e.target.value }));
        setIssue((prev) => (prev?.field === name ? null : prev));
      }}
    />
  );

  return (
    <section className={styles.page} aria-labelledby="reset-title">
      <h1 id="reset-title" className={styles.title}>
        {t('auth.reset.title')}
      </h1>
      <p className={styles.lead}>{t('auth.reset.lead')}</p>
      <FormError>{error}</FormError>
      <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
        {field('password', t('auth.reset.password'))}
        {field('confirm_password', t('auth.reset.confirm'))}
        <Button type="submit" block loading={busy}>
          {t('auth.reset.submit')}
        </Button>
      </form>
    </section>
  );
}
