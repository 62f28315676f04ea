import { describe, expect, it } from 'vitest';
import { applyInvitation, invitationFromSearch, isLockedByInvitation } from './invite-mode';
import { parseInviteSearch } from './invite-search';
import { emptySignupValues } from './signup-values';

describe('tenant invitation mode (spec 1 §2)', () => {
  it('needs both a well-formed e-mail and a code', () => {
    expect(invitationFromSearch({ email: 'Tina@Example.com', vcode: 'abc123' })).toEqual({ email: 'tina@example.com', code: 'abc123' });
    expect(invitationFromSearch({ email: 'tina@example.com' })).toBeNull();
    expect(invitationFromSearch({ vcode: 'abc123' })).toBeNull();
    expect(invitationFromSearch({ email: 'not-an-email', vcode: 'abc123' })).toBeNull();
    expect(invitationFromSearch({ email: 'tina@example.com', vcode: '   ' })).toBeNull();
  });

  it('reads the query even when the router turned a numeric code into a number', () => {
    expect(parseInviteSearch({ email: 'tina@example.com', vcode: 123456 })).toEqual({ email: 'tina@example.com', vcode: '123456' });
    expect(parseInviteSearch({ email: { $ne: 1 } })).toEqual({});
  });

  it('locks e-mail, confirm e-mail and how-heard to the invitation', () => {
    const invitation = { email: 'tina@example.com', code: 'abc123' };
    const typed = { ...emptySignupValues(), email: 'other@example.com', confirm_email: 'x', hear_about_us: 'facebook', first_name: 'Tina' };
    expect(applyInvitation(typed, invitation)).toMatchObject({
      email: 'tina@example.com',
      confirm_email: 'tina@example.com',
      hear_about_us: 'landlord_invited',
      first_name: 'Tina',
    });
    expect(isLockedByInvitation('email', invitation)).toBe(true);
    expect(isLockedByInvitation('confirm_email', invitation)).toBe(true);
    expect(isLockedByInvitation('hear_about_us', invitation)).toBe(true);
    expect(isLockedByInvitation('first_name', invitation)).toBe(false);
  });

  it('leaves a normal sign-up alone', () => {
    const typed = { ...emptySignupValues(), email: 'me@example.com', hear_about_us: 'facebook' };
    expect(applyInvitation(typed, null)).toBe(typed);
    expect(isLockedByInvitation('email', null)).toBe(false);
  });
});
