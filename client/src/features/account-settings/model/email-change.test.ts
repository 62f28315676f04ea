import { describe, expect, it } from 'vitest';
import { checkEmailChange, emailSpellingProblem } from './email-change';

describe('emailSpellingProblem (blur check)', () => {
  it('asks for an address, then checks its spelling', () => {
    expect(emailSpellingProblem('', 'ava@example.com')).toBe('validation.email_required');
    expect(emailSpellingProblem('ava@', 'ava@example.com')).toBe('validation.email_incorrect');
  });
  it('refuses the current address in any case and spacing', () => {
    expect(emailSpellingProblem(' AVA@example.com ', 'ava@example.com')).toBe('errors.same_email');
  });
  it('lets a new well-formed address through to the server check', () => {
    expect(emailSpellingProblem('new@example.com', 'ava@example.com')).toBeNull();
  });
});

describe('checkEmailChange (spec 1 §5)', () => {
  it('needs the e-mail first, then the password', () => {
    expect(checkEmailChange({ email: '', password: '' }, 'ava@example.com')).toMatchObject({ issue: { field: 'email', message: 'validation.email_required' } });
    expect(checkEmailChange({ email: 'new@example.com', password: '' }, 'ava@example.com')).toMatchObject({
      issue: { field: 'password', message: 'validation.password_required' },
    });
  });
  it('needs a different address', () => {
    expect(checkEmailChange({ email: 'Ava@Example.com', password: 'pw' }, 'ava@example.com')).toMatchObject({ issue: { field: 'email', message: 'errors.same_email' } });
  });
  it('gives the normalised address', () => {
    expect(checkEmailChange({ email: ' New@Example.com', password: 'pw' }, 'ava@example.com')).toEqual({ success: true, email: 'new@example.com', password: 'pw' });
  });
});
