import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeFailure } from '../../../lib/forms/submit-error';
import { buttonClass } from '../../../ui/button/button';
import { Spinner } from '../../../ui/feedback/spinner';
import { EmptyState } from '../../../ui/views/empty-state';
import { SuccessView } from '../../../ui/views/success-view';
import { useSession } from '../../../lib/session/use-session';
import { useAuthApi } from '../data/use-auth-api';
import { RetryView } from './retry-view';

// Pages of other areas: plain paths, not typed routes of this feature.
const MESSAGES_PATH: string = '/messages';
const LISTINGS_PATH: string = '/my-crashpads';
const SETTINGS_PATH: string = '/account-setting';
const CONTACT_PATH: string = '/contact';

type State = { kind: 'checking' } | { kind: 'verified'; email: string } | { kind: 'expired' } | { kind: 'offline' };

/**
 * /verify/email (spec 1 §2): verifies the address (or a changed one) the link was sent to. Without
 * a token (opened directly, or a used link reloaded) it is the expired-link heads-up.
 */
export function VerifyEmailView({ token, onSettled }: { token: string | null; onSettled?: () => void }) {
  const { t } = useTranslation();
  const api = useAuthApi();
  const { store, isLoggedIn } = useSession();
  const [state, setState] = useState<State>(token ? { kind: 'checking' } : { kind: 'expired' });
  const [attempt, setAttempt] = useState(0);
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!token) return;
    // The token is single use: StrictMode's second effect run must not send it again.
    const key = `${token}#${attempt}`;
    if (sent.current === key) return;
    sent.current = key;
    api.verifyEmailToken(token).then(
      ({ email }) => {
        onSettled?.();
        setState({ kind: 'verified', email });
        // The signed-in user's e-mail (and verified flag) changed on the server.
        if (store.getSnapshot().token) void store.refreshUser();
      },
      (err: unknown) => {
        const failure = describeFailure(err);
        const expired = failure.kind === 'server' && failure.status === 400;
        if (expired) onSettled?.();
        setState(expired ? { kind: 'expired' } : { kind: 'offline' });
      },
    );
  }, [api, store, token, attempt, onSettled]);

  if (state.kind === 'checking') return <Spinner label={t('auth.verify.checking')} />;
  if (state.kind === 'offline') return <RetryView onRetry={() => { setState({ kind: 'checking' }); setAttempt((n) => n + 1); }} />;
  if (state.kind === 'expired') {
    return (
      <EmptyState
        level={1}
        icon="!"
        title={t('auth.verify.expired_title')}
        message={t('auth.verify.expired_text')}
        action={
          <>
            <Link to="/email/resend" className={buttonClass('primary')}>
              {t('auth.verify.resend')}
            </Link>
            <Link to={CONTACT_PATH} className={buttonClass('secondary')}>
              {t('auth.verify.contact')}
            </Link>
          </>
        }
      />
    );
  }
  return (
    <SuccessView message={t('auth.verify.success', { email: state.email })}>
      {isLoggedIn ? (
        <>
          <Link to={MESSAGES_PATH} className={buttonClass('primary')}>
            {t('auth.verify.messages')}
          </Link>
          <Link to={LISTINGS_PATH} className={buttonClass('secondary')}>
            {t('auth.verify.listings')}
          </Link>
          <Link to={SETTINGS_PATH} className={buttonClass('secondary')}>
            {t('auth.verify.settings')}
          </Link>
        </>
      ) : (
        <Link to="/login" className={buttonClass('primary')}>
          {t('auth.verify.login')}
        </Link>
      )}
    </SuccessView>
  );
}
