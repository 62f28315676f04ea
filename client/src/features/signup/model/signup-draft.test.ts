import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../test-support/fixtures';
import { clearSignupDraft, clearSignupSecret, createAccountBody, readSignupDraft, saveSignupDraft, SIGNUP_SECRET_KEY } from './signup-draft';
import { exampleSignupValues, validateSignup } from './signup-values';

function checkedForm() {
  const result = validateSignup(exampleSignupValues(1));
  if (!result.success) throw new Error(`example form is invalid: ${result.issue.message}`);
  return result.output;
}

function storages() {
  return { local: new MemoryStorage(), tab: new MemoryStorage() };
}

describe('temp_user (spec 1 §3) without the passwords', () => {
  it('keeps the form in localStorage but never a password there', () => {
    const s = storages();
    const form = checkedForm();
    saveSignupDraft(s, form, { accountType: 'lister', plan: 'premium', verificationCode: null });
    const stored = s.local.getItem('temp_user') ?? '';
    expect(JSON.parse(stored)).toMatchObject({ email: form.email, first_name: 'Ava', account_type: 'lister', user_plan: 'premium' });
    expect(stored).not.toContain(form.password);
    expect(stored).not.toContain('password');
    expect(s.local.length).toBe(1);
  });

  it('keeps the passwords and the invitation code in the tab only', () => {
    const s = storages();
    const form = checkedForm();
    saveSignupDraft(s, form, { accountType: 'tenant', plan: null, verificationCode: 'inv-code-123' });
    expect(s.local.getItem('temp_user')).not.toContain('inv-code-123');
    expect(JSON.parse(s.tab.getItem(SIGNUP_SECRET_KEY) ?? '{}')).toEqual({
      password: form.password,
      confirm_password: form.confirm_password,
      verification_code: 'inv-code-123',
    });
  });

  it('reads back what was saved, and reports a missing secret (another tab)', () => {
    const s = storages();
    saveSignupDraft(s, checkedForm(), { accountType: 'seeker', plan: 'seeker', verificationCode: null });
    expect(readSignupDraft(s)?.secret?.password).toBe('Jetstream-Layover-27');
    const otherTab = { local: s.local, tab: new MemoryStorage() };
    expect(readSignupDraft(otherTab)).toMatchObject({ temp: { account_type: 'seeker' }, secret: null });
  });

  it('clears the secret alone, or the whole draft', () => {
    const s = storages();
    saveSignupDraft(s, checkedForm(), { accountType: 'seeker', plan: 'seeker', verificationCode: null });
    clearSignupSecret(s);
    expect(readSignupDraft(s)).toMatchObject({ secret: null });
    clearSignupDraft(s);
    expect(readSignupDraft(s)).toBeNull();
  });

  it('ignores a temp_user it cannot read or of another shape (a password inside is refused too)', () => {
    const s = storages();
    s.local.setItem('temp_user', '{not json');
    expect(readSignupDraft(s)).toBeNull();
    s.local.setItem('temp_user', JSON.stringify({ email: 'a@example.com' }));
    expect(readSignupDraft(s)).toBeNull();
    saveSignupDraft(s, checkedForm(), { accountType: 'seeker', plan: 'seeker', verificationCode: null });
    const withPassword = { ...JSON.parse(s.local.getItem('temp_user') ?? '{}'), password: 'x' };
    s.local.setItem('temp_user', JSON.stringify(withPassword));
    expect(readSignupDraft(s)).toBeNull();
  });

  it('builds the POST /accounts body with passwords, type, plan, code and language', () => {
    const s = storages();
    const form = checkedForm();
    saveSignupDraft(s, form, { accountType: 'tenant', plan: null, verificationCode: 'inv-code-123' });
    const draft = readSignupDraft(s);
    if (!draft?.secret) throw new Error('draft missing');
    const body = createAccountBody({ temp: draft.temp, secret: draft.secret }, 'de');
    expect(body).toMatchObject({
      email: form.email,
      password: form.password,
      confirm_password: form.password,
      account_type: 'tenant',
      user_plan: null,
      verification_code: 'inv-code-123',
      locale: 'de',
    });
    const plain = createAccountBody({ temp: draft.temp, secret: { ...draft.secret, verification_code: null } }, 'en');
    expect(plain).not.toHaveProperty('verification_code');
  });
});
