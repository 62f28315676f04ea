import { CONTACT_ERROR_DISMISS_MS } from '../model/contact-timing';
import { useEffect, useState } from 'react';
import { useApi } from '../../../lib/api-client/api-context';
import { describeFailure } from '../../../lib/forms/submit-error';
import type { FormIssue } from '../../../lib/forms/first-issue';
import { decideSubmit, type ContactValues } from '../model/contact-form';
import { sendContactMessage } from './contact-api';

export type ContactStatus = 'idle' | 'sending' | 'success' | 'error';
/** Why sending failed: the server's message, offline, or nothing usable. */
export type ContactFailure = { kind: 'server'; message: string } | { kind: 'offline' } | { kind: 'unknown' };

/**
 * The contact form's state (spec 2 §4): idle → sending → success (values back to the start) or
 * error (the server's message, dismissed after 10 s, spec 2 §9).
 */
export function useContactForm(initial: () => ContactValues, hooks: { onSent: () => void; onInvalid: (issue: FormIssue) => void }) {
  const api = useApi();
  const [values, setValues] = useState(initial);
  const [status, setStatus] = useState<ContactStatus>('idle');
  const [failure, setFailure] = useState<ContactFailure | null>(null);
  const [issue, setIssue] = useState<FormIssue | null>(null);

  useEffect(() => {
    if (!failure) return;
    const timer = setTimeout(() => {
      setFailure(null);
      setStatus('idle');
    }, CONTACT_ERROR_DISMISS_MS);
    return () => clearTimeout(timer);
  }, [failure]);

  const set = (field: keyof ContactValues, value: string) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    if (issue?.field === field) setIssue(null);
    if (status === 'success') setStatus('idle');
  };

  async function submit(): Promise<void> {
    if (status === 'sending') return;
    const decision = decideSubmit(values);
    if (decision.kind === 'ignore') return;
    if (decision.kind === 'invalid') {
      setIssue(decision.issue);
      hooks.onInvalid(decision.issue);
      return;
    }
    setIssue(null);
    setFailure(null);
    setStatus('sending');
    try {
      await sendContactMessage(api, decision.input);
      setValues(initial());
      setStatus('success');
      hooks.onSent();
    } catch (err) {
      const described = describeFailure(err);
      setFailure(described.kind === 'server' ? { kind: 'server', message: described.message } : described);
      setStatus('error');
    }
  }

  return { values, set, status, failure, issue, submit };
}
