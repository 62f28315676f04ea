import { PHONE_INPUT_MAX } from '@crashpad/sync';
import { Link } from '@tanstack/react-router';
import { Trans, useTranslation } from 'react-i18next';
import { useConfig } from '../../../lib/config/use-config';
import { Button } from '../../../ui/button/button';
import { SelectField } from '../../../ui/field/select-field';
import { TextField, type TextFieldProps } from '../../../ui/field/text-field';
import { isLockedByInvitation } from '../model/invite-mode';
import type { SignupField } from '../model/signup-values';
import { BirthdayFields } from './birthday-fields';
import styles from './signup.module.css';
import { useSignupForm } from './use-signup-form';
import { useSignupOptions } from './use-signup-options';

type SignupFormProps = Parameters<typeof useSignupForm>[0] & {
  /** The submit button's text (default: the sign-up page's). */
  submitLabel?: string;
};

/** The details form of every account type (spec 1 §2 "Details form", §5 validation). */
export function SignupForm(props: SignupFormProps) {
  const { t } = useTranslation();
  const { dev_tools: devTools } = useConfig();
  const options = useSignupOptions();
  const { formRef, values, busy, change, fillExample, submit, errorFor } = useSignupForm(props);
  const locked = (field: SignupField) => isLockedByInvitation(field, props.invitation);
  const text = (field: SignupField, label: string, extra: Partial<TextFieldProps> = {}) => (
    <TextField
      name={field}
      label={label}
      required
      value={values[field]}
      error={errorFor(field)}
      readOnly={locked(field)}
      className={locked(field) ? styles.locked : undefined}
      onChange={(e) => change(field, e.target.value)}
      {...extra}
    />
  );

  return (
    <form ref={formRef} noValidate onSubmit={(e) => void submit(e)} aria-busy={busy}>
      {devTools && (
        <div className={styles.devBar}>
          <Button variant="ghost" small onClick={fillExample}>
            {t('signup.form.fill_example')}
          </Button>
        </div>
      )}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('signup.form.section_about')}</legend>
        <div className={styles.row2}>
          {text('first_name', t('signup.form.first_name'), { autoComplete: 'given-name' })}
          {text('last_name', t('signup.form.last_name'), { autoComplete: 'family-name' })}
        </div>
        {text('display_name', t('signup.form.display_name'), { autoComplete: 'nickname', hint: t('signup.form.display_name_hint') })}
        <SelectField
          name="gender"
          label={t('signup.form.gender')}
          required
          placeholder={t('signup.form.select')}
          options={options.genders}
          value={values.gender}
          error={errorFor('gender')}
          onChange={(e) => change('gender', e.target.value)}
        />
        <BirthdayFields values={values} errorFor={errorFor} onChange={change} />
        <SelectField
          name="hear_about_us"
          label={t('signup.form.hear_about_us')}
          required
          placeholder={t('signup.form.select')}
          options={options.hearAboutUs}
          value={values.hear_about_us}
          error={errorFor('hear_about_us')}
          disabled={locked('hear_about_us')}
          onChange={(e) => change('hear_about_us', e.target.value)}
        />
        <SelectField
          name="airlines"
          label={t('signup.form.airlines')}
          placeholder={t('signup.form.select')}
          hint={t('signup.form.optional')}
          options={options.airlines}
          value={values.airlines}
          onChange={(e) => change('airlines', e.target.value)}
        />
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('signup.form.section_contact')}</legend>
        {text('email', t('signup.form.email'), { type: 'email', autoComplete: 'email', inputMode: 'email' })}
        {text('confirm_email', t('signup.form.confirm_email'), { type: 'email', autoComplete: 'off', inputMode: 'email' })}
        {text('phone_number', t('signup.form.phone'), {
          type: 'tel',
          autoComplete: 'tel-national',
          inputMode: 'tel',
          maxLength: PHONE_INPUT_MAX,
          hint: t('signup.form.phone_hint'),
        })}
        <div className={styles.row2}>
          {text('password', t('signup.form.password'), { type: 'password', autoComplete: 'new-password', hint: t('signup.form.password_hint') })}
          {text('confirm_password', t('signup.form.confirm_password'), { type: 'password', autoComplete: 'new-password' })}
        </div>
      </fieldset>
      <p className={styles.terms}>
        <Trans i18nKey="signup.form.terms" components={{ terms: <Link to="/terms" target="_blank" /> }} />
      </p>
      <Button type="submit" block loading={busy}>
        {props.submitLabel ?? t('signup.form.submit')}
      </Button>
    </form>
  );
}
