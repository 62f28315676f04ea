import { TOAST_SETTINGS_MS, type User } from '@crashpad/sync';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button/button';
import { FormError } from '../../../ui/field/form-error';
import { TextField } from '../../../ui/field/text-field';
import { toast } from '../../../ui/toast/toast-store';
import { failureMessage, firstServerField } from '../data/failure-message';
import { useSettingsApi } from '../data/use-settings-api';
import { checkEmailChange, emailSpellingProblem } from '../model/email-change';
import { EditToggle } from './edit-toggle';
import { focusField } from '../../../lib/forms/first-issue';
import { SettingsSection } from './settings-section';
import styles from './settings.module.css';
import { useFormValues } from './use-form-values';

/** spec 1 §5 e-mail change: the new address gets a confirmation link; the page reloads after 1 s. */
export function EmailChangeForm({ user, locked }: { user: User; locked: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <SettingsSection
      id="email"
      title={t('settings.email.title')}
      action={!locked && <EditToggle editing={editing} controls="email-form" onToggle={() => setEditing(!editing)} />}
    >
      <p className={styles.current}>
        {t('settings.email.current')} <strong>{user.email}</strong>
      </p>
      {locked && <p className={styles.muted}>{t('errors.switched_session')}</p>}
      {editing && !locked && <EmailForm currentEmail={user.email} />}
    </SettingsSection>
  );
}

function EmailForm({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation();
  const api = useSettingsApi();
  const form = useRef<HTMLFormElement>(null);
  const { values, set, setError, errorFor } = useFormValues(() => ({ email: '', password: '' }));
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  // The last address verified with the server, so a second blur does not ask again.
  const verified = useRef<{ email: string; taken: boolean } | null>(null);

  async function verifyAddress(email: string): Promise<boolean> {
    const problem = emailSpellingProblem(email, currentEmail);
    if (problem) {
      setError({ field: 'email', message: t(problem) });
      return false;
    }
    const normal = email.trim().toLowerCase();
    if (verified.current?.email !== normal) verified.current = { email: normal, taken: await api.emailExists(normal) };
    if (verified.current.taken) setError({ field: 'email', message: t('settings.email.taken') });
    return !verified.current.taken;
  }

  function onBlur() {
    if (values.email.trim() === '') return;
    // A failed check (offline, rate limit) is not an error of the address: submit checks again.
    verifyAddress(values.email).catch(() => undefined);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const checked = checkEmailChange(values, currentEmail);
    if (!checked.success) {
      setError({ field: checked.issue.field, message: t(checked.issue.message) });
      return focusField(form.current, checked.issue.field);
    }
    setSaving(true);
    try {
      if (!(await verifyAddress(checked.email))) return focusField(form.current, 'email');
      await api.updateEmail(checked.email, checked.password);
      toast.success(t('settings.email.sent', { email: checked.email }), { duration: TOAST_SETTINGS_MS });
      // spec 1 §4: after success the page reloads after 1 s.
      window.setTimeout(() => window.location.reload(), 1000);
    } catch (err) {
      const field = firstServerField(err);
      if (field) setError(field);
      else setFormError(failureMessage(err, t));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form id="email-form" ref={form} noValidate onSubmit={(e) => void onSubmit(e)}>
      <FormError>{formError}</FormError>
      <TextField name="email" type="email" autoComplete="email" label={t('settings.email.new')} required value={values.email} error={errorFor('email')} onChange={(e) => set('email', e.target.value)} onBlur={onBlur} />
      <TextField name="password" type="password" autoComplete="current-password" label={t('settings.email.password')} required value={values.password} error={errorFor('password')} onChange={(e) => set('password', e.target.value)} />
      <Button type="submit" loading={saving}>
        {t('settings.email.submit')}
      </Button>
    </form>
  );
}
