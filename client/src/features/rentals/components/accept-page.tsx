import { ACCEPT_REDIRECT_MS } from '@crashpad/sync';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/api-client/api-context';
import { ApiError } from '../../../lib/api-client/api-error';
import { formatMoney } from '../../../lib/format/format-money';
import { failureText } from '../../../lib/forms/submit-error';
import { SuccessView } from '../../../ui/views/success-view';
import { guidePaymentMethod, PAYMENT_METHODS_PAGE } from '../data/payment-guidance';
import { rentalsApi } from '../data/rentals-api';
import { InvalidInvite } from './invalid-invite';
import styles from './rentals.module.css';

type State = { kind: 'accepting' } | { kind: 'done'; deposit: string; charged: boolean } | { kind: 'invalid' } | { kind: 'failed'; message: string };

/**
 * /tenant/accept/{token} (spec 3 §4): accepts the invitation once (the server makes repeated and
 * simultaneous accepts one rental and one deposit charge), says what happened to the deposit,
 * then goes to /my-crashpad after 1.5 s.
 */
export function AcceptPage({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ kind: 'accepting' });
  const started = useRef(false);
  useEffect(() => {
    // StrictMode mounts twice in development; one request is enough (and the server is idempotent anyway).
    if (started.current) return;
    started.current = true;
    rentalsApi.acceptToken(api, token).then(
      (answer) => setState({ kind: 'done', deposit: formatMoney(answer.deposit.amount_cents, i18n.language), charged: answer.deposit.charged }),
      (err: unknown) => {
        if (err instanceof ApiError && (err.status === 404 || err.status === 410)) return setState({ kind: 'invalid' });
        if (guidePaymentMethod(err, t, () => void navigate({ href: PAYMENT_METHODS_PAGE }))) return setState({ kind: 'failed', message: t('tenancy.pay.setup_method') });
        setState({ kind: 'failed', message: failureText(err, t, { offline: 'tenancy.needs_connection', fallback: 'tenancy.something_wrong' }) });
      },
    );
  }, [api, token, t, i18n.language, navigate]);
  useEffect(() => {
    if (state.kind !== 'done') return;
    const timer = setTimeout(() => void navigate({ to: '/my-crashpad', replace: true }), ACCEPT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state.kind, navigate]);

  if (state.kind === 'invalid') return <InvalidInvite />;
  if (state.kind === 'accepting') {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('tenancy.accept.meta_title')}</h1>
        <p role="status">{t('tenancy.accept.accepting')}</p>
      </div>
    );
  }
  if (state.kind === 'failed') {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('tenancy.accept.meta_title')}</h1>
        <p role="alert" className={styles.danger}>{state.message}</p>
        <Link to="/tenant/invitation/$token" params={{ token }}>{t('tenancy.accept.back')}</Link>
      </div>
    );
  }
  return <SuccessView message={t(state.charged ? 'tenancy.accept.done_charged' : 'tenancy.accept.done_requested', { amount: state.deposit })} />;
}
