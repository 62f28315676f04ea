import type { ListingCard } from '@crashpad/sync';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRelatedListings } from '../data/use-related-listings';
import styles from './listing-detail.module.css';

/** "Other listings by this lister" under the listing; hidden when there are none. */
export function RelatedListings({ listingId, render }: { listingId: string; render: (cards: ListingCard[]) => ReactNode }) {
  const { t } = useTranslation();
  const cards = useRelatedListings(listingId);
  if (!cards.length) return null;
  return (
    <section className={styles.related} aria-labelledby="listing-related">
      <h2 id="listing-related">{t('listing.related')}</h2>
      {render(cards)}
    </section>
  );
}
