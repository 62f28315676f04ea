import type { ListerPlan, SignupForm } from '@crashpad/sync';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { focusField, type FormIssue } from '../../../lib/forms/first-issue';
import { failureText } from '../../../lib/forms/submit-error';
import { toast } from '../../../ui/toast/toast-store';
import { signupStorages } from '../data/signup-storages';
import { useSignupApi } from '../data/use-signup-api';
import { planForAccount, type AccountType } from '../model/account-type';
import { applyInvitation, type Invitation } from '../model/invite-mode';
import { readSignupDraft, saveSignupDraft } from '../model/signup-draft';
import { emptySignupValues, exampleSignupValues, validateSignup, valuesFromForm, type SignupField, type SignupValues } from '../model/signup-values';

interface Options {
  accountType: AccountType;
  invitation: Invitation | null;
  listerPlan: ListerPlan | null;
  /**
   * Instead of the e-mail check and the notice step, hand the checked form to this (the
   * invitation page creates the account in place, spec 3 §2). Nothing is kept as a draft.
   */
  onValid?: (form: SignupForm) => Promise<void>;
}

/** Coming back from the notice step refills the form (never the passwords, which are not kept). */
function initialValues(accountType: AccountType): SignupValues {
  const draft = readSignupDraft(signupStorages());
  return draft?.temp.account_type === accountType ? valuesFromForm(draft.temp) : emptySignupValues();
}

/**
 * State and submit of the details form (spec 1 §2, §5): check in the spec's order and show the
 * first message (toast and inline), check the e-mail with the server, keep the form as
 * temp_user and go to the notice step.
 */
export function useSignupForm({ accountType, invitation, listerPlan, onValid }: Options) {
  const { t } = useTranslation();
  const api = useSignupApi();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(() => applyInvitation(onValid ? emptySignupValues() : initialValues(accountType), invitation));
  const [issue, setIssue] = useState<FormIssue | null>(null);
  const [busy, setBusy] = useState(false);
  // One message at a time: a new check replaces the toast of the previous one.
  const lastToast = useRef<number | null>(null);
  const showToast = (id: number) => {
    if (lastToast.current !== null) toast.dismiss(lastToast.current);
    lastToast.current = id;
  };

  const showIssue = (next: FormIssue) => {
    setIssue(next);
    showToast(toast.error(t(next.message)));
    focusField(formRef.current, next.field);
  };

  const change = (field: SignupField, value: string) => {
    setValues((prev) => applyInvitation({ ...prev, [field]: value }, invitation));
    setIssue((prev) => (prev?.field === field ? null : prev));
  };

  const fillExample = () => {
    setValues(applyInvitation(exampleSignupValues(), invitation));
    setIssue(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const checked = validateSignup(values);
    if (!checked.success) return showIssue(checked.issue);
    if (lastToast.current !== null) toast.dismiss(lastToast.current);
    setBusy(true);
    if (onValid) {
      try {
        await onValid(checked.output);
      } finally {
        setBusy(false);
      }
      return;
    }
    try {
      if (await api.emailExists(checked.output.email)) {
        setIssue({ field: 'email', message: 'signup.form.email_taken' });
        focusField(formRef.current, 'email');
        showToast(
          toast.error(t('signup.form.email_taken'), { action: { label: t('signup.form.login'), onClick: () => void navigate({ to: '/login' }) } }),
        );
        return;
      }
    } catch (err) {
      showToast(toast.error(failureText(err, t, { offline: 'signup.offline', fallback: 'signup.generic_error' })));
      return;
    } finally {
      setBusy(false);
    }
    saveSignupDraft(signupStorages(), checked.output, {
      accountType,
      plan: planForAccount(accountType, listerPlan),
      verificationCode: invitation?.code ?? null,
    });
    await navigate({ to: '/notice-of-understanding' });
  };

  const errorFor = (field: SignupField) => (issue?.field === field ? t(issue.message) : undefined);

  return { formRef, values, busy, change, fillExample, submit, errorFor };
}
