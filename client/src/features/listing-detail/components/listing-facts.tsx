import type { PublicListing } from '@crashpad/sync';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/format-date';
import { declaredDistance } from '../../../lib/format/format-distance';
import { formatMoney } from '../../../lib/format/format-money';
import { bedsAvailable } from '../model/listing-facts';
import styles from './listing-detail.module.css';

/** Rates, deposit and the facts of a listing as a description list (spec 2 §2). */
export function ListingFacts({ listing }: { listing: PublicListing }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const free = bedsAvailable(listing);
  const rows: [string, string][] = [
    [t('listing.rate_from'), t('listing.per_month', { amount: formatMoney(listing.rate_per_from, lng) })],
    ...(listing.enable_price_range && listing.rate_per_to !== null
      ? [[t('listing.rate_to'), t('listing.per_month', { amount: formatMoney(listing.rate_per_to, lng) })] as [string, string]]
      : []),
    [t('listing.deposit'), formatMoney(listing.deposit_required, lng)],
    [t('listing.beds_available'), free === null ? t('listing.not_available') : t('listing.beds_free', { count: free, total: listing.num_beds })],
    [t('listing.rooms'), String(listing.total_room)],
    [t('listing.bathrooms'), String(listing.bathrooms)],
    [t('listing.showers'), listing.number_of_shower >= 5 ? '5+' : String(listing.number_of_shower)],
    [t('listing.max_nights'), t('listing.nights', { count: listing.max_nights })],
    [t('listing.type'), t(`listing.rental_type.${listing.rental_type}`)],
    [t('listing.gender'), t(`listing.gender_${listing.gender_preference}`)],
    ...listing.airports.map((a): [string, string] => [t('listing.distance_to', { prefix: a.prefix }), declaredDistance(a.distance, t)]),
    [t('listing.since'), formatDate(listing.date_created, lng)],
  ];
  return (
    <section className={styles.section} aria-labelledby="listing-facts">
      <h2 id="listing-facts">{t('listing.facts')}</h2>
      <dl className={styles.facts}>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
