import type { MyListing } from '@crashpad/sync';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format/format-money';
import { Spinner } from '../../../ui/feedback/spinner';
import { titleLinks, type ListingAction } from '../model/listing-actions';
import { featureState, occupancyPercent, statusBadge } from '../model/listing-figures';
import { BedGrid } from './bed-grid';
import { ListingActionsMenu } from './listing-actions-menu';
import styles from './my-listings.module.css';

interface CardProps {
  listing: MyListing;
  selected: boolean;
  busy: boolean;
  onSelect: (selected: boolean) => void;
  onAction: (action: ListingAction) => void;
}

/** One of my listings: status, money and bed figures, the bed grid and the actions menu. */
export function MyListingCard({ listing, selected, busy, onSelect, onAction }: CardProps) {
  const { t, i18n } = useTranslation();
  const money = (cents: number) => formatMoney(cents, i18n.language);
  const status = statusBadge(listing);
  const feature = featureState(listing);
  const titleId = `my-listing-${listing.id}`;
  const figures: [string, string | number][] = [
    ['rent', listing.enable_price_range && listing.rate_per_to ? `${money(listing.rate_per_from)} – ${money(listing.rate_per_to)}` : money(listing.rate_per_from)],
    ['deposit', money(listing.deposit_required)],
    ['revenue', money(listing.monthly_revenue)],
    ['bedrooms', listing.total_rooms],
    ['baths', listing.bathrooms],
    ['half_baths', listing.number_of_shower >= 5 ? '5+' : listing.number_of_shower],
    ['beds', listing.num_beds],
    ['rented', listing.rented],
    ['occupancy', `${occupancyPercent(listing.bed_occupancy_rate)} %`],
  ];
  return (
    <article className={styles.card} aria-labelledby={titleId} aria-busy={busy || undefined}>
      <header className={styles.cardHeader}>
        <input
          type="checkbox"
          className={styles.select}
          checked={selected}
          onChange={(e) => onSelect(e.target.checked)}
          aria-label={t('my_listings.select_one', { title: listing.title })}
        />
        <h2 id={titleId} className={styles.cardTitle}>
          {titleLinks(listing) ? (
            <Link to="/listing/$id" params={{ id: listing.id }}>
              {listing.title}
            </Link>
          ) : (
            listing.title
          )}
        </h2>
        {busy && <Spinner inline label={t('my_listings.working')} />}
        <ListingActionsMenu listing={listing} onAction={onAction} />
      </header>
      <p className={styles.badges}>
        <span className={`${styles.badge} ${styles[`status_${status}`]}`}>{t(`my_listings.status.${status}`)}</span>
        {feature !== 'none' && <span className={`${styles.badge} ${styles.badge_feature}`}>{t(`my_listings.feature.${feature}`)}</span>}
      </p>
      <dl className={styles.figures}>
        {figures.map(([key, value]) => (
          <div key={key} className={styles.figure}>
            <dt>{t(`my_listings.figures.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <BedGrid rooms={listing.rooms} />
    </article>
  );
}
