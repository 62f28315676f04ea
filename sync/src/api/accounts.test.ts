import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { createAccountInputSchema, signupFormSchema, loginInputSchema } from './accounts.js';

const valid = {
  first_name: 'Ada', last_name: 'Lovelace', display_name: 'Ada L', gender: 'female', birthdate_month: 12,
  birthdate_day: 10, birthdate_year: 1990, hear_about_us: 'facebook', email: 'Ada@Example.com',
  confirm_email: 'ada@example.com', phone_number: '(303) 555-0100', password: 'flying-high', confirm_password: 'flying-high',
};

describe('sign-up form schema', () => {
  it('accepts a complete form and lower-cases the e-mail', () => {
    const out = v.parse(signupFormSchema, valid);
    expect(out.email).toBe('ada@example.com');
  });
  it('reports issues in the order the spec checks them', () => {
    const r = v.safeParse(signupFormSchema, { ...valid, first_name: '', gender: 'x', password: '123' });
    expect(r.success).toBe(false);
    expect(r.issues?.map((i) => i.message)).toEqual([
      'validation.first_name_required',
      'validation.gender_required',
      'validation.password_min',
    ]);
  });
  it('flags mismatching e-mails and passwords on the confirm fields', () => {
    const r = v.safeParse(signupFormSchema, { ...valid, confirm_email: 'other@example.com', confirm_password: 'nope-nope' });
    expect(r.issues?.map((i) => [v.getDotPath(i), i.message])).toEqual([
      ['confirm_email', 'validation.emails_mismatch'],
      ['confirm_password', 'validation.passwords_mismatch'],
    ]);
  });
  it('refuses reserved names on the form itself, in the field the user typed them', () => {
    const r = v.safeParse(signupFormSchema, { ...valid, first_name: 'Ｓｕｐｐｏｒｔ', display_name: 'Crashpad\u200B Support' });
    expect(r.issues?.map((i) => [v.getDotPath(i), i.message])).toEqual([
      ['first_name', 'validation.name_reserved'],
      ['display_name', 'validation.name_reserved'],
    ]);
  });
  it('rejects unknown and $-prefixed keys', () => {
    expect(v.safeParse(signupFormSchema, { ...valid, $where: '1' }).success).toBe(false);
    expect(v.safeParse(loginInputSchema, { email: 'a@b.co', password: { $ne: '' } }).success).toBe(false);
  });
  it('requires a lister plan for a lister account', () => {
    expect(v.safeParse(createAccountInputSchema, { ...valid, account_type: 'lister' }).success).toBe(false);
    expect(v.safeParse(createAccountInputSchema, { ...valid, account_type: 'lister', user_plan: 'premium' }).success).toBe(true);
    expect(v.safeParse(createAccountInputSchema, { ...valid, account_type: 'tenant' }).success).toBe(true);
  });
  it('validates the phone pattern of 10 digits with separators', () => {
    for (const ok of ['3035550100', '303-555-0100', '(303) 555 0100', '+1 303.555.0100'])
      expect(v.safeParse(signupFormSchema, { ...valid, phone_number: ok }).success, ok).toBe(true);
    for (const bad of ['555-0100', '30355501000', 'abc'])
      expect(v.safeParse(signupFormSchema, { ...valid, phone_number: bad }).success, bad).toBe(false);
  });
});
