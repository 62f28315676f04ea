import { resendVerificationInputSchema } from '@crashpad/sync';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { focusField, validateInOrder } from '../../../lib/forms/first-issue';
import { failureText } from '../../../lib/forms/submit-error';
import { Button } from '../../../ui/button/button';
import { TextField } from '../../../ui/field/text-field';
import { toast } from '../../../ui/toast/toast-store';
import { useAuthApi } from '../data/use-auth-api';

/**
 * POST /email/resend {email}. The answer is the same for every address (DECISIONS #7), so the
 * confirmation says "if an account uses this e-mail".
 */
export function ResendForm({ initialEmail = '' }: { initialEmail?: string }) {
  const { t } = useTranslation();
  const api = useAuthApi();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = validateInOrder(resendVerificationInputSchema, { email }, ['email']);
    if (!checked.success) {
      setError(t(checked.issue.message));
      focusField(formRef.current, 'email');
      return;
    }
    setBusy(true);
    try {
      await api.resendVerification(checked.output.email);
      setSent(true);
      toast.success(t('auth.resend.sent'));
    } catch (err) {
      toast.error(failureText(err, t, { offline: 'auth.offline', fallback: 'auth.generic_error' }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
      <TextField
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        label={t('auth.resend.email')}
        required
        value={email}
        error={error ?? undefined}
        hint={sent ? t('auth.resend.sent') : undefined}
        onChange={(e) => {
          setEmail(e.target.value);
          setError(null);
          setSent(false);
        }}
      />
      <Button type="submit" block loading={busy}>
        {t('auth.resend.submit')}
      </Button>
    </form>
  );
}
