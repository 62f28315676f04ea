import { describe, expect, it } from 'vitest';
import { signedCents } from './transaction-amount';

describe('signedCents', () => {
  it('shows a refund below zero and everything else as it was paid', () => {
    expect(signedCents({ kind: 'refund', amount_cents: 25_000 })).toBe(-25_000);
    for (const kind of ['deposit', 'rent', 'payment_request', 'manual', 'fee'] as const) expect(signedCents({ kind, amount_cents: 1_234 })).toBe(1_234);
  });
});
