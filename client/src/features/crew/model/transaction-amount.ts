import type { Transaction } from '@crashpad/sync';

/**
 * A transaction's amount as the lister's list shows it, like a bank statement: a refund went back
 * to the tenant and the 1 % service fee was kept from the payment it belongs to, so both read
 * below zero; payments and manual payments read as received.
 */
export const signedCents = (row: Pick<Transaction, 'kind' | 'amount_cents'>): number => (row.kind === 'refund' || row.kind === 'fee' ? -row.amount_cents : row.amount_cents);
