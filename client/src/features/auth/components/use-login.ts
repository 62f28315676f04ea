import type { SessionOutput } from '@crashpad/sync';
import { loginInputSchema } from '@crashpad/sync';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { focusField, validateInOrder, type FormIssue } from '../../../lib/forms/first-issue';
import { failureText } from '../../../lib/forms/submit-error';
import { toast } from '../../../ui/toast/toast-store';
import { useSession } from '../../../lib/session/use-session';
import { useAuthApi } from '../data/use-auth-api';
import { destinationAfterLogin } from '../model/ref-url';

const LOGIN_ORDER = ['email', 'password'] as const;

/**
 * The login form and the one-time-token login (spec 1 §4, §8): success stores the session
 * (keep-me 365 days, else 1 day) and opens ref_url when it is a path of this site, else /messages;
 * failure toasts the server's message or "Login failed. Please try again.".
 */
export function useLogin(refUrl: string | undefined) {
  const { t } = useTranslation();
  const api = useAuthApi();
  const { store } = useSession();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ email: '', password: '', isKeep: false });
  const [issue, setIssue] = useState<FormIssue | null>(null);
  const [busy, setBusy] = useState(false);

  const succeed = async (session: SessionOutput, isKeep: boolean) => {
    store.login(session, isKeep);
    await navigate({ href: destinationAfterLogin(refUrl, window.location.origin), replace: true });
  };

  const fail = (err: unknown) => {
    toast.error(failureText(err, t, { offline: 'auth.offline', fallback: 'auth.login.failed' }));
  };

  const change = (field: keyof typeof values, value: string | boolean) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    setIssue((prev) => (prev?.field === field ? null : prev));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = validateInOrder(loginInputSchema, values, LOGIN_ORDER);
    if (!checked.success) {
      setIssue(checked.issue);
      focusField(formRef.current, checked.issue.field);
      return;
    }
    setBusy(true);
    try {
      await succeed(await api.login(checked.output), checked.output.isKeep);
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  };

  /** `?token=`: a one-time login link (the token has already left the address bar). */
  const loginWithToken = async (token: string) => {
    setBusy(true);
    try {
      await succeed(await api.loginWithToken(token), false);
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  };

  const errorFor = (field: string) => (issue?.field === field ? t(issue.message) : undefined);
  return { formRef, values, busy, change, submit, loginWithToken, errorFor };
}
