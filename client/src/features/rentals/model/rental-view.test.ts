import type { Rental } from '@crashpad/sync';
import { describe, expect, it } from 'vitest';
import { autopayNotice, freshness, needsPaymentMethod, requestStatusKey, sortRentals, tenantRentalActions } from './rental-view';

const rental = (over: Partial<Rental>): Rental => ({ id: 'r', status: 'accepted', auto_pay: 0, start_date: '2026-11-01', updated_at: '', pad_pass: null, ...over }) as Rental;

describe('My Rentals view model', () => {
  it('offers accept and decline on a pending invitation and nothing on a deleted one', () => {
    expect(tenantRentalActions(rental({ status: 'pending' }))).toEqual(['accept', 'decline']);
    expect(tenantRentalActions(rental({ status: 'deleted' }))).toEqual([]);
  });

  it('lets an accepted tenant leave, change the date and handle autopay by its value', () => {
    expect(tenantRentalActions(rental({ auto_pay: 0 }))).toEqual(['leave', 'change_checkout']);
    expect(tenantRentalActions(rental({ auto_pay: 1 }))).toContain('disable_autopay');
    expect(tenantRentalActions(rental({ auto_pay: 2 }))).toEqual(['leave', 'change_checkout', 'accept_autopay', 'decline_autopay', 'disable_autopay']);
  });

  it('maps autopay values 0–3 to their notices', () => {
    expect([0, 1, 2, 3].map((auto_pay) => autopayNotice(rental({ auto_pay: auto_pay as Rental['auto_pay'] })))).toEqual(['off', 'on', 'requested', 'disable_requested']);
    expect(autopayNotice(rental({ status: 'ended', auto_pay: 1 }))).toBeNull();
  });

  it('lists pending invitations first', () => {
    const sorted = sortRentals([rental({ id: 'a', status: 'ended' }), rental({ id: 'b' }), rental({ id: 'c', status: 'pending' })]);
    expect(sorted.map((r) => r.id)).toEqual(['c', 'b', 'a']);
  });

  it('says how fresh the Pad Pass is from the newer of the sync and the lister change', () => {
    const now = Date.parse('2026-11-24T12:00:00Z');
    expect(freshness(rental({ updated_at: '2026-11-24T11:30:00Z' }), now)).toEqual({ unit: 'minute', count: 30 });
    expect(freshness(rental({ updated_at: '2026-11-20T12:00:00Z', pad_pass: { door_code: '', house_rules: '', emergency_contact: '', updated_at: '2026-11-24T09:00:00Z' } }), now)).toEqual({ unit: 'hour', count: 3 });
    expect(freshness(rental({ updated_at: '2026-11-21T12:00:00Z' }), now)).toEqual({ unit: 'day', count: 3 });
  });

  it('reads the payment-method guidance cases of spec 3 §8', () => {
    expect(needsPaymentMethod({ code: 'conflict', message: 'x', data: [{ error_code: 'CUSTOMER_ID_MISSING' }] })).toBe(true);
    expect(needsPaymentMethod({ code: 'payment_method_required', message: '' })).toBe(true);
    expect(needsPaymentMethod({ code: 'x', message: 'No payment method found' })).toBe(true);
    expect(needsPaymentMethod({ code: 'card_error', message: 'Your card was declined.' })).toBe(false);
    expect(requestStatusKey('weird')).toBe('unknown');
  });
});
