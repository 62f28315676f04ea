import { describe, expect, it } from 'vitest';
import { emptyInvite, firstInviteIssue, ordinalLabel, PAYMENT_DAYS, toInvitePayload, type InviteValues } from './invite-form';

const today = '2026-11-24';
const complete = (over: Partial<InviteValues> = {}): InviteValues =>
  emptyInvite({
    tenant_email: 'tina@example.com',
    location_id: 'L1',
    room_id: 'R1',
    bed_id: 'B1',
    rental_amount: '650',
    start_date: '2026-12-01',
    start_time: '14:00',
    ...over,
  });

describe('invite form', () => {
  it('defaults the payment day to 1 and offers days 1–28', () => {
    expect(emptyInvite().payment_date).toBe('1');
    expect(PAYMENT_DAYS[0]).toBe(1);
    expect(PAYMENT_DAYS.at(-1)).toBe(28);
  });

  it('reports one problem at a time in the spec order (e-mail, location, bed, rent, dates, times)', () => {
    const steps: [Partial<InviteValues>, string][] = [
      [{ tenant_email: '' }, 'tenant_email'],
      [{ location_id: '' }, 'location_id'],
      [{ bed_id: '', room_id: '' }, 'bed_id'],
      [{ rental_amount: '' }, 'rental_amount'],
      [{ start_date: '' }, 'start_date'],
      [{ start_time: '' }, 'start_time'],
      [{ checkout_date: '2026-12-31', checkout_time: '' }, 'checkout_time'],
    ];
    for (const [broken, field] of steps) expect(firstInviteIssue(complete(broken), today)?.field, field).toBe(field);
    // Everything empty: the e-mail comes first.
    expect(firstInviteIssue(emptyInvite(), today)?.field).toBe('tenant_email');
    expect(firstInviteIssue(complete({ location_id: '', rental_amount: '' }), today)?.message).toBe('validation.invite_location_required');
  });

  it('accepts a complete form and refuses dates before today and part hours', () => {
    expect(firstInviteIssue(complete(), today)).toBeNull();
    expect(firstInviteIssue(complete({ start_date: '2026-11-23' }), today)).toEqual({ field: 'start_date', message: 'validation.date_in_past' });
    expect(firstInviteIssue(complete({ start_time: '14:30' }), today)?.field).toBe('start_time');
    expect(firstInviteIssue(complete({ payment_date: '29' }), today)?.field).toBe('payment_date');
  });

  it('carries the raw values to the outbox: autopay as 0/1, empty check-out as null, empty deposit as 0', () => {
    const payload = toInvitePayload(complete({ auto_pay: true, tenant_email: '  tina@example.com ' }));
    expect(payload).toMatchObject({ auto_pay: 1, checkout_date: null, checkout_time: null, deposit: '0', tenant_email: 'tina@example.com', rental_amount: '650' });
  });

  it('labels payment days with ordinals through i18next', () => {
    const calls: unknown[] = [];
    const t = (key: string, options: unknown) => {
      calls.push([key, options]);
      return 'x';
    };
    ordinalLabel(3, t);
    expect(calls).toEqual([['crew.invite.ordinal', { count: 3, ordinal: true }]]);
  });
});
