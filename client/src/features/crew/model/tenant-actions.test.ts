import type { Rental } from '@crashpad/sync';
import { describe, expect, it } from 'vitest';
import { cleanAmount, tenantActions } from './tenant-actions';

const rental = (over: Partial<Rental>): Rental => ({ status: 'accepted', auto_pay: 0, checkout_requested_at: null, ...over }) as Rental;

describe('tenant actions', () => {
  it('offers resend, cancel and edit on a pending invitation only', () => {
    expect(tenantActions(rental({ status: 'pending' }), { paymentRequest: true })).toEqual(['edit_invite', 'resend_invite', 'cancel_invite', 'update_note']);
    expect(tenantActions(rental({}), { paymentRequest: true })).not.toContain('cancel_invite');
  });

  it('asks for autopay when off and for disabling it when on or requested', () => {
    expect(tenantActions(rental({ auto_pay: 0 }), { paymentRequest: false })).toContain('request_autopay');
    expect(tenantActions(rental({ auto_pay: 1 }), { paymentRequest: false })).toContain('request_disable_autopay');
    expect(tenantActions(rental({ auto_pay: 2 }), { paymentRequest: false })).toContain('request_disable_autopay');
    expect(tenantActions(rental({ auto_pay: 1 }), { paymentRequest: false })).not.toContain('request_autopay');
  });

  it('confirms a date change only once the tenant asked for one', () => {
    expect(tenantActions(rental({}), { paymentRequest: false })).not.toContain('confirm_date_change');
    expect(tenantActions(rental({ checkout_requested_at: '2026-11-01T00:00:00Z' }), { paymentRequest: false })).toContain('confirm_date_change');
  });

  it('hides the payment request behind its flag and leaves ended rentals their transactions', () => {
    expect(tenantActions(rental({}), { paymentRequest: false })).not.toContain('send_payment_request');
    expect(tenantActions(rental({}), { paymentRequest: true })).toContain('send_payment_request');
    expect(tenantActions(rental({ status: 'ended' }), { paymentRequest: true })).toEqual(['view_transactions']);
  });

  it('keeps digits and one decimal point in a manual amount', () => {
    expect(cleanAmount('$1,250.50')).toBe('1250.50');
    expect(cleanAmount('1.2.3')).toBe('1.23');
    expect(cleanAmount('１２')).toBe('12');
  });
});
