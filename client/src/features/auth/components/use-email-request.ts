import * as v from 'valibot';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { focusField, validateInOrder } from '../../../lib/forms/first-issue';
import { failureText } from '../../../lib/forms/submit-error';
import { toast } from '../../../ui/toast/toast-store';

export interface EmailRequest {
  /** The form's schema: `{ email }` with the shared e-mail rules. */
  schema: v.GenericSchema<unknown, { email: string }>;
  /** The call that asks the server to mail the link. */
  send: (email: string) => Promise<unknown>;
  /** Toasted when the server took the request. */
  sentKey: string;
  /** How a failure is toasted (the screen's choice of emphasis). */
  failureToast: 'warning' | 'error';
  /** True: once sent, the form does not send again (the screen moves on). */
  once?: boolean;
  onSent?: () => void;
}

/**
 * The e-mail-only forms that ask for a link (forgot password, resend verification): the field's
 * value and error, the first issue focused, one request at a time, the success toast, and on
 * failure the server's message or the auth screens' offline/generic text.
 */
export function useEmailRequest(request: EmailRequest, initialEmail = '') {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || (request.once && sent)) return;
    const checked = validateInOrder(request.schema, { email }, ['email']);
    if (!checked.success) {
      setError(t(checked.issue.message));
      focusField(formRef.current, 'email');
      return;
    }
    setBusy(true);
    try {
      await request.send(checked.output.email);
      setSent(true);
      toast.success(t(request.sentKey));
      request.onSent?.();
    } catch (err) {
      toast[request.failureToast](failureText(err, t, { offline: 'auth.offline', fallback: 'auth.generic_error' }));
    } finally {
      setBusy(false);
    }
  };

  /** A new value clears the error and the sent state (a new address is a new request). */
  const change = (value: string) => {
    setEmail(value);
    setError(null);
    setSent(false);
  };

  return { formRef, email, error, busy, sent, submit, change };
}
