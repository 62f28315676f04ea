import { describe, expect, it } from 'vitest';
import { signedCents } from './transaction-amount';

describe('signedCents', () => {
  it('shows refunds and the service fee below zero and payments as received', () => {
    expect(signedCents({ kind: 'refund', amount_cents: 25_000 })).toBe(-25_000);
    expect(signedCents({ kind: 'fee', amount_cents: 251 })).toBe(-251);
    for (const kind of ['deposit', 'rent', 'payment_request', 'manual'] as const) expect(signedCents({ kind, amount_cents: 1_234 })).toBe(1_234);
  });
});
