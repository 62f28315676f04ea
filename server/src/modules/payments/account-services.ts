import { translateShared, type AccountServiceRow, type Language } from '@crashpad/sync';
import type { LedgerDoc } from './ledger-repo.js';
import { CATALOGUE } from './price-catalogue.js';

const typeOf = (doc: LedgerDoc): AccountServiceRow['payment_type'] => {
  if (doc.kind === 'refund') return 'refund';
  if (doc.kind === 'fee') return 'fee';
  if (doc.kind === 'failure') return 'failure';
  if (doc.product === 'boost_subscription') return 'featured';
  if (doc.product === 'boost_1_week' || doc.product === 'boost_1_month') return 'boost';
  return 'plan';
};

/**
 * One row of the "My services" table (spec 1 §3 "Account service row") from a ledger entry.
 * Titles and descriptions are made in the caller's language; the transaction code is Stripe's
 * invoice number, else the PaymentIntent id.
 */
export function toServiceRow(doc: LedgerDoc, locale: Language, now: number, listingTitle: string | null): AccountServiceRow {
  const t = (key: string) => translateShared(locale, `payments.${key}`);
  const entry = CATALOGUE[doc.product];
  const isPlan = doc.product === 'basic' || doc.product === 'premium' || doc.product === 'pro' || doc.product === 'seeker';
  const title = doc.kind === 'failure' ? `${t('failure')}: ${t(isPlan ? `plan_${doc.product}` : doc.product)}` : doc.kind === 'refund' ? t('refund') : t(isPlan ? `plan_${doc.product}` : doc.product);
  let description = isPlan ? t(doc.product === 'seeker' ? 'plan_desc_seeker' : 'plan_desc_year') : t('boost_desc').replace('{{title}}', listingTitle ?? '');
  if (doc.kind === 'failure') description = t('failure_desc').replace('{{reason}}', doc.failure_message ?? doc.failure_code ?? '');
  const expired = doc.expire_at !== null && Date.parse(doc.expire_at) <= now;
  return {
    id: doc._id,
    title,
    description,
    amount_cents: doc.amount_cents,
    currency: 'usd',
    payment_type: typeOf(doc),
    expire_at: doc.kind === 'charge' ? doc.expire_at : null,
    expiry_label: doc.kind !== 'charge' || doc.expire_at === null ? 'once' : expired ? 'expired' : 'renew',
    repeat: doc.kind === 'charge' ? entry.repeat : 'none',
    status: doc.status,
    created_at: doc.created_at,
    txn_code: doc.stripe.invoice_number ?? doc.stripe.invoice ?? doc.stripe.payment_intent ?? doc.stripe.refund ?? doc.entry_key,
  };
}
