import { updatePasswordInputSchema } from '@crashpad/sync';
import { describe, expect, it } from 'vitest';
import { validateFirst as checkFirst } from '../../../lib/forms/first-issue';
import { passwordMatch } from './password-match';

describe('passwordMatch (live text, spec 1 §5)', () => {
  it('says nothing before the confirmation is typed', () => {
    expect(passwordMatch('secret1', '')).toBe('empty');
  });
  it('says match or no match, exactly (case and spaces count)', () => {
    expect(passwordMatch('secret1', 'secret1')).toBe('match');
    expect(passwordMatch('secret1', 'Secret1')).toBe('no_match');
    expect(passwordMatch('secret1', 'secret1 ')).toBe('no_match');
  });
});

const check = (current: string, password: string, confirm: string) =>
  checkFirst(updatePasswordInputSchema, { current_password: current, password, confirm_password: confirm });

describe('password change checks (spec 1 §5)', () => {
  it('needs the current password first', () => {
    expect(check('', '', '')).toMatchObject({ success: false, issue: { field: 'current_password', message: 'validation.current_password_required' } });
  });
  it('needs a new password longer than 5 characters', () => {
    expect(check('old-one', '', '')).toMatchObject({ issue: { field: 'password', message: 'validation.password_required' } });
    expect(check('old-one', '12345', '12345')).toMatchObject({ issue: { field: 'password', message: 'validation.password_min' } });
  });
  it('needs a matching confirmation', () => {
    expect(check('old-one', 'new-secret', 'new-secreT')).toMatchObject({ issue: { field: 'confirm_password', message: 'validation.passwords_mismatch' } });
    expect(check('old-one', 'new-secret', 'new-secret').success).toBe(true);
  });
});
