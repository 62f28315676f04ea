import { ABOUT_MAX, AIRLINES, GENDERS, PHONE_INPUT_MAX, TOAST_SETTINGS_MS, type User } from '@crashpad/sync';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button/button';
import { FormError } from '../../../ui/field/form-error';
import { SelectField } from '../../../ui/field/select-field';
import { TextField } from '../../../ui/field/text-field';
import { toast } from '../../../ui/toast/toast-store';
import { useSession } from '../../../lib/session/use-session';
import { failureMessage, firstServerField } from '../data/failure-message';
import { useSettingsApi } from '../data/use-settings-api';
import { profileValuesFrom, validateProfile, type ProfileField } from '../model/profile-values';
import { BirthDateFields } from './birth-date-fields';
import { SettingsSection } from './settings-section';
import styles from './settings.module.css';
import { useFormValues } from './use-form-values';
import { focusField } from '../../../lib/forms/first-issue';

/** Profile details (spec 1 §2 account details; checks of spec 1 §5 "Profile save"). */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const api = useSettingsApi();
  const { store } = useSession();
  const form = useRef<HTMLFormElement>(null);
  const { values, setValues, set, setError, errorFor } = useFormValues(() => profileValuesFrom(user));
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  function fail(field: string, message: string) {
    setError({ field, message });
    focusField(form.current, field);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const checked = validateProfile(values);
    if (!checked.success) return fail(checked.issue.field, t(checked.issue.message));
    setSaving(true);
    try {
      const saved = await api.updateProfile(checked.output);
      store.setUser(saved);
      setValues(profileValuesFrom(saved));
      toast.success(t('settings.updated'), { duration: TOAST_SETTINGS_MS });
    } catch (err) {
      const field = firstServerField(err);
      if (field) fail(field.field, field.message);
      else setFormError(failureMessage(err, t));
    } finally {
      setSaving(false);
    }
  }

  const text = (field: ProfileField, label: string, extra: Record<string, unknown> = {}) => (
    <TextField name={field} label={label} value={values[field]} error={errorFor(field)} onChange={(e) => set(field, e.target.value)} {...extra} />
  );
  const genders = GENDERS.map((g) => ({ value: g, label: t(`settings.gender.${g}`) }));
  const airlines = AIRLINES.map((a, i) => ({ value: a, label: i === 0 ? t('settings.profile.airline_other') : a }));

  return (
    <SettingsSection id="profile" title={t('settings.profile.title')}>
      <form ref={form} noValidate onSubmit={(e) => void onSubmit(e)}>
        <FormError>{formError}</FormError>
        <div className={styles.row}>
          {text('first_name', t('settings.profile.first_name'), { required: true, autoComplete: 'given-name' })}
          {text('middle_name', t('settings.profile.middle_name'), { autoComplete: 'additional-name' })}
          {text('last_name', t('settings.profile.last_name'), { required: true, autoComplete: 'family-name' })}
          {text('display_name', t('settings.profile.display_name'), { required: true, hint: t('settings.profile.display_name_hint') })}
        </div>
        {text('phone_number', t('settings.profile.phone'), { type: 'tel', autoComplete: 'tel-national', maxLength: PHONE_INPUT_MAX, inputMode: 'tel' })}
        <BirthDateFields year={values.birthdate_year} month={values.birthdate_month} day={values.birthdate_day} onChange={set} errorFor={errorFor} />
        <div className={styles.row}>
          <SelectField name="gender" label={t('settings.profile.gender')} placeholder={t('settings.profile.choose')} options={genders} value={values.gender} error={errorFor('gender')} onChange={(e) => set('gender', e.target.value)} />
          <SelectField name="airlines" label={t('settings.profile.airlines')} placeholder={t('settings.profile.choose')} options={airlines} value={values.airlines} error={errorFor('airlines')} onChange={(e) => set('airlines', e.target.value)} />
        </div>
        <div className={styles.fieldBlock}>
          <label className={styles.fieldLabel} htmlFor="profile-about">
            {t('settings.profile.about')}
          </label>
          <textarea id="profile-about" name="about" className={styles.textarea} value={values.about} maxLength={ABOUT_MAX} aria-invalid={errorFor('about') ? true : undefined} onChange={(e) => set('about', e.target.value)} />
          {errorFor('about') && <p className={styles.error}>{errorFor('about')}</p>}
        </div>
        <Button type="submit" loading={saving}>
          {t('settings.profile.save')}
        </Button>
      </form>
    </SettingsSection>
  );
}
