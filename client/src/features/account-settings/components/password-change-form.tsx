import { TOAST_SETTINGS_MS, updatePasswordInputSchema } from '@crashpad/sync';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button/button';
import { FormError } from '../../../ui/field/form-error';
import { TextField } from '../../../ui/field/text-field';
import { toast } from '../../../ui/toast/toast-store';
import { failureMessage, firstServerField } from '../data/failure-message';
import { useSettingsApi } from '../data/use-settings-api';
import { validateFirst as checkFirst } from '../../../lib/forms/first-issue';
import { passwordMatch } from '../model/password-match';
import { EditToggle } from './edit-toggle';
import { focusField } from '../../../lib/forms/first-issue';
import { SettingsSection } from './settings-section';
import styles from './settings.module.css';
import { useFormValues } from './use-form-values';

/** spec 1 §5 password change: current password, a new one of 6+ characters, a live match text. */
export function PasswordChangeForm({ locked }: { locked: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <SettingsSection
      id="password"
      title={t('settings.password.title')}
      action={!locked && <EditToggle editing={editing} controls="password-form" onToggle={() => setEditing(!editing)} />}
    >
      {locked ? <p className={styles.muted}>{t('errors.switched_session')}</p> : !editing && <p className={styles.muted}>{t('settings.password.intro')}</p>}
      {editing && !locked && <PasswordForm onDone={() => setEditing(false)} />}
    </SettingsSection>
  );
}

function PasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const api = useSettingsApi();
  const form = useRef<HTMLFormElement>(null);
  const { values, set, setError, errorFor } = useFormValues(() => ({ current_password: '', password: '', confirm_password: '' }));
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const match = passwordMatch(values.password, values.confirm_password);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const checked = checkFirst(updatePasswordInputSchema, values);
    if (!checked.success) {
      setError({ field: checked.issue.field, message: t(checked.issue.message) });
      return focusField(form.current, checked.issue.field);
    }
    setSaving(true);
    try {
      await api.updatePassword(checked.output);
      toast.success(t('settings.password.updated'), { duration: TOAST_SETTINGS_MS });
      onDone();
    } catch (err) {
      const field = firstServerField(err);
      if (field) setError(field);
      else setFormError(failureMessage(err, t));
      setSaving(false);
    }
  }

  return (
    <form id="password-form" ref={form} noValidate onSubmit={(e) => void onSubmit(e)}>
      <FormError>{formError}</FormError>
      <TextField name="current_password" type="password" autoComplete="current-password" label={t('settings.password.current')} required value={values.current_password} error={errorFor('current_password')} onChange={(e) => set('current_password', e.target.value)} />
      <TextField name="password" type="password" autoComplete="new-password" label={t('settings.password.new')} hint={t('settings.password.new_hint')} required value={values.password} error={errorFor('password')} onChange={(e) => set('password', e.target.value)} />
      <TextField name="confirm_password" type="password" autoComplete="new-password" label={t('settings.password.confirm')} required value={values.confirm_password} error={errorFor('confirm_password')} onChange={(e) => set('confirm_password', e.target.value)} />
      <p className={`${styles.match} ${match === 'match' ? styles.matchOk : styles.matchBad}`} aria-live="polite">
        {match === 'empty' ? '' : t(`settings.password.${match}`)}
      </p>
      <Button type="submit" loading={saving}>
        {t('settings.password.submit')}
      </Button>
    </form>
  );
}
