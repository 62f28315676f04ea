import type { Transaction } from '@crashpad/sync';

/**
 * A transaction's amount as the list shows it: a refund is money back to the tenant, so it reads
 * below zero like on a bank statement; payments, manual payments and the service fee read as paid.
 */
export const signedCents = (row: Pick<Transaction, 'kind' | 'amount_cents'>): number => (row.kind === 'refund' ? -row.amount_cents : row.amount_cents);
