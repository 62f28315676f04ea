import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button/button';
import { Checkbox } from '../../../ui/field/checkbox';
import { TextField } from '../../../ui/field/text-field';
import { Spinner } from '../../../ui/feedback/spinner';
import { usePrepareDatabase } from '../../../db/use-prepare-database';
import styles from './auth.module.css';
import { useLogin } from './use-login';

interface LoginViewProps {
  refUrl?: string;
  token?: string;
}

/** /login (spec 1 §2): e-mail, password, keep me logged in; `?token=` logs in with a one-time link. */
export function LoginView({ refUrl, token }: LoginViewProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { formRef, values, busy, change, submit, loginWithToken, errorFor } = useLogin(refUrl);
  const usedToken = useRef<string | null>(null);
  const [viaToken, setViaToken] = useState(false);
  // The user's local database opens right after the login: its code loads while they type.
  usePrepareDatabase();

  useEffect(() => {
    // Single use: StrictMode runs effects twice, and the token must be sent only once.
    if (!token || usedToken.current === token) return;
    usedToken.current = token;
    setViaToken(true);
    // DECISIONS #6: take the token out of the address bar before using it.
    void navigate({ to: '/login', search: { ref_url: refUrl }, replace: true });
    void loginWithToken(token);
  }, [token, refUrl, navigate, loginWithToken]);

  return (
    <section className={styles.page} aria-labelledby="login-title">
      <h1 id="login-title" className={styles.title}>
        {t('auth.login.title')}
      </h1>
      <p className={styles.lead}>{t('auth.login.lead')}</p>
      {busy && viaToken && <Spinner inline label={t('auth.login.token_working')} />}
      <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
        <TextField
          name="email"
          type="email"
          inputMode="email"
          autoComplete="username"
          label={t('auth.login.email')}
          required
          value={values.email}
          error={errorFor('email')}
          onChange={(e) => change('email', e.target.value)}
        />
        <TextField
          name="password"
          type="password"
          autoComplete="current-password"
          label={t('auth.login.password')}
          required
          value={values.password}
          error={errorFor('password')}
          onChange={(e) => change('password', e.target.value)}
        />
        <Checkbox name="isKeep" label={t('auth.login.keep')} checked={values.isKeep} onChange={(e) => change('isKeep', e.target.checked)} />
        <Button type="submit" block loading={busy}>
          {t('auth.login.submit')}
        </Button>
      </form>
      <div className={styles.links}>
        <p>
          <Link to="/forgot">{t('auth.login.forgot')}</Link>
        </p>
        <p>
          {t('auth.login.no_account')} <Link to="/create-account">{t('auth.login.create')}</Link>
        </p>
      </div>
    </section>
  );
}
