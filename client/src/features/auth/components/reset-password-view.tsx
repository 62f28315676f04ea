import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '../../../lib/forms/submit-error';
import { Spinner } from '../../../ui/feedback/spinner';
import { useAuthApi } from '../data/use-auth-api';
import { resetTokenStore } from '../data/link-token-store';
import { InvalidLinkView } from './invalid-link-view';
import { RetryView } from './retry-view';
import { ResetPasswordForm } from './reset-password-form';

type Check = 'checking' | 'valid' | 'invalid' | 'offline';

/**
 * /password/reset (spec 1 §4): the link's token is checked first; a bad one shows the
 * expired/invalid link page, a good one the new-password form.
 */
export function ResetPasswordView() {
  const { t } = useTranslation();
  const api = useAuthApi();
  const [token] = useState(() => resetTokenStore.read());
  const [check, setCheck] = useState<Check>(token ? 'checking' : 'invalid');

  const runCheck = useCallback(
    (value: string) => {
      let live = true;
      api.checkResetToken(value).then(
        (valid) => {
          if (!live) return;
          if (!valid) resetTokenStore.clear();
          setCheck(valid ? 'valid' : 'invalid');
        },
        (err: unknown) => {
          if (!live) return;
          const failure = describeFailure(err);
          // A malformed token is refused with 400: the same "invalid link" page.
          setCheck(failure.kind === 'server' && failure.status === 400 ? 'invalid' : 'offline');
        },
      );
      return () => {
        live = false;
      };
    },
    [api],
  );

  useEffect(() => (token ? runCheck(token) : undefined), [token, runCheck]);

  const retry = () => {
    if (!token) return;
    setCheck('checking');
    runCheck(token);
  };

  if (check === 'checking') return <Spinner label={t('auth.reset.checking')} />;
  if (check === 'offline') return <RetryView onRetry={retry} />;
  if (check === 'invalid' || !token) return <InvalidLinkView />;
  return <ResetPasswordForm token={token} onInvalid={() => setCheck('invalid')} />;
}
