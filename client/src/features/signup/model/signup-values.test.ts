import { describe, expect, it } from 'vitest';
import { exampleSignupValues, validateSignup, valuesFromForm, type SignupValues } from './signup-values';

const valid = (): SignupValues => exampleSignupValues(42);
const firstIssue = (values: SignupValues) => {
  const result = validateSignup(values);
  return result.success ? null : result.issue;
};

describe('details form validation (spec 1 §5 order)', () => {
  it('accepts the development example', () => {
    expect(validateSignup(valid()).success).toBe(true);
  });

  it('reports the first field in the spec order', () => {
    expect(firstIssue({ ...valid(), first_name: '', password: '' })).toEqual({ field: 'first_name', message: 'validation.first_name_required' });
    expect(firstIssue({ ...valid(), display_name: 'ab', gender: '' })).toEqual({ field: 'display_name', message: 'validation.display_name_min' });
    expect(firstIssue({ ...valid(), gender: '' })).toEqual({ field: 'gender', message: 'validation.gender_required' });
    expect(firstIssue({ ...valid(), birthdate_month: '', birthdate_year: '' })).toEqual({
      field: 'birthdate_month',
      message: 'validation.birth_month_required',
    });
    expect(firstIssue({ ...valid(), hear_about_us: '' })?.message).toBe('validation.hear_about_us_required');
  });

  it('puts "e-mails do not match" before a missing phone, as the spec orders them', () => {
    expect(firstIssue({ ...valid(), confirm_email: 'someone.else@example.com', phone_number: '' })).toEqual({
      field: 'confirm_email',
      message: 'validation.emails_mismatch',
    });
  });

  it('checks phone, then password length, then the password match', () => {
    expect(firstIssue({ ...valid(), phone_number: '12345' })?.message).toBe('validation.phone_invalid');
    expect(firstIssue({ ...valid(), password: 'abc', confirm_password: 'abc' })?.message).toBe('validation.password_min');
    expect(firstIssue({ ...valid(), confirm_password: 'Jetstream-Layover-28' })).toEqual({
      field: 'confirm_password',
      message: 'validation.passwords_mismatch',
    });
  });

  it('refuses birth years younger than 9 years', () => {
    const tooYoung = String(new Date().getUTCFullYear() - 8);
    expect(firstIssue({ ...valid(), birthdate_year: tooYoung })?.message).toBe('validation.birth_year_required');
  });

  it('puts a stored form back into the fields, without passwords', () => {
    const result = validateSignup(valid());
    if (!result.success) throw new Error('invalid example');
    const { password: _p, confirm_password: _c, ...stored } = result.output;
    expect(valuesFromForm(stored)).toMatchObject({ birthdate_month: '5', airlines: 'Delta Air Lines', password: '', confirm_password: '' });
  });
});
