import { resendVerificationInputSchema } from '@crashpad/sync';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button/button';
import { TextField } from '../../../ui/field/text-field';
import { useAuthApi } from '../data/use-auth-api';
import { useEmailRequest } from './use-email-request';

/**
 * POST /email/resend {email}. The answer is the same for every address (DECISIONS #7), so the
 * confirmation says "if an account uses this e-mail".
 */
export function ResendForm({ initialEmail = '' }: { initialEmail?: string }) {
  const { t } = useTranslation();
  const api = useAuthApi();
  const { formRef, email, error, busy, sent, submit, change } = useEmailRequest(
    { schema: resendVerificationInputSchema, send: (address) => api.resendVerification(address), sentKey: 'auth.resend.sent', failureToast: 'error' },
    initialEmail,
  );

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
        onChange={(e) => change(e.target.value)}
      />
      <Button type="submit" block loading={busy}>
        {t('auth.resend.submit')}
      </Button>
    </form>
  );
}
