import type { PublicListing } from '@crashpad/sync';
import { useTranslation } from 'react-i18next';
import { declaredDistance } from '../../../lib/format/format-distance';
import { formatMoney } from '../../../lib/format/format-money';
import { bedsAvailable } from '../model/listing-facts';
import styles from './listing-detail.module.css';

/** The rent as one line: "$375 / month", or "$375 – $450 / month" with a price range (spec 2 §3). */
export function useRentText(listing: Pick<PublicListing, 'rate_per_from' | 'rate_per_to' | 'enable_price_range'>): string {
  const { t, i18n } = useTranslation();
  const from = formatMoney(listing.rate_per_from, i18n.language);
  const to = listing.enable_price_range && listing.rate_per_to !== null && listing.rate_per_to > listing.rate_per_from ? formatMoney(listing.rate_per_to, i18n.language) : null;
  return t('listing.rent_per_month', { rent: to ? `${from} – ${to}` : from });
}

/**
 * What a crew member decides on first, right under the title: the monthly rent, the beds free
 * and the lister's distance to each airport — the figures the listing card shows too.
 */
export function ListingHighlights({ listing }: { listing: PublicListing }) {
  const { t } = useTranslation();
  const free = bedsAvailable(listing);
  const rent = useRentText(listing);
  return (
    <div className={styles.highlights}>
      <p className={styles.price}>{rent}</p>
      <ul className={styles.keyFacts} aria-label={t('listing.at_a_glance')}>
        <li className={free === null ? styles.keyFactWarn : undefined}>{free === null ? t('listing.no_beds_free') : t('listing.beds_free_short', { count: free, total: listing.num_beds })}</li>
        {listing.airports.map((a) => (
          <li key={a.id}>{t('listing.airport_distance_short', { prefix: a.prefix, distance: declaredDistance(a.distance, t) })}</li>
        ))}
      </ul>
    </div>
  );
}
