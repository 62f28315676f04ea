import type Stripe from 'stripe';
import { CATALOGUE, CURRENCY, type CatalogueEntry, type ProductKey } from './price-catalogue.js';

export type PriceIds = Record<ProductKey, string>;

/** True when the Stripe price charges what the catalogue says. */
const matches = (price: Stripe.Price, entry: CatalogueEntry) =>
  price.active &&
  price.unit_amount === entry.amountCents &&
  price.currency === CURRENCY &&
  (entry.recurring === null
    ? price.recurring === null
    : price.recurring?.interval === entry.recurring.interval && price.recurring.interval_count === entry.recurring.interval_count);

/**
 * At start-up: every catalogue entry has a Stripe price under its lookup key. Found prices are
 * reused; missing ones are created with idempotency keys derived from the lookup key, so two
 * instances starting together make one product and one price. A price whose amount no longer
 * matches the catalogue is replaced and the lookup key moved to the new one (Stripe prices are
 * immutable).
 */
export async function ensurePrices(stripe: Stripe): Promise<PriceIds> {
  const ids = {} as PriceIds;
  const entries = Object.values(CATALOGUE);
  const found = await stripe.prices.list({ lookup_keys: entries.map((e) => e.lookupKey), limit: 100 });
  for (const entry of entries) {
    const existing = found.data.find((p) => p.lookup_key === entry.lookupKey);
    if (existing && matches(existing, entry)) {
      ids[entry.key] = existing.id;
      continue;
    }
    const product = existing
      ? (typeof existing.product === 'string' ? existing.product : existing.product.id)
      : (await stripe.products.create({ name: entry.productName, metadata: { crashpad_key: entry.key } }, { idempotencyKey: `product:${entry.lookupKey}` })).id;
    const price = await stripe.prices.create(
      {
        product,
        currency: CURRENCY,
        unit_amount: entry.amountCents,
        lookup_key: entry.lookupKey,
        transfer_lookup_key: existing !== undefined,
        metadata: { crashpad_key: entry.key },
        ...(entry.recurring ? { recurring: entry.recurring } : {}),
      },
      { idempotencyKey: `price:${entry.lookupKey}:${entry.amountCents}` },
    );
    ids[entry.key] = price.id;
  }
  return ids;
}
