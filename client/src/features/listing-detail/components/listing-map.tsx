import type { PublicListing } from '@crashpad/sync';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MapView } from '../../../ui/map/map-view';
import { hasMapPosition, NEIGHBOURHOOD_ZOOM } from '../model/listing-map';
import detail from './listing-detail.module.css';
import styles from './listing-map.module.css';

/**
 * Spec 2 §2: a map with the neighborhood (or nearest intersection) the lister gave, named once
 * under the section heading (not "Neighborhood" twice).
 */
export function ListingMap({ listing }: { listing: PublicListing }) {
  const { t } = useTranslation();
  const center = useMemo(() => ({ lat: listing.latitude, lng: listing.longitude }), [listing.latitude, listing.longitude]);
  const markers = useMemo(() => [{ id: listing.id, ...center, label: listing.title }], [listing.id, listing.title, center]);
  if (!hasMapPosition(listing)) return null;
  return (
    <section className={detail.section} aria-labelledby="listing-map">
      <h2 id="listing-map">{t('listing_map.heading')}</h2>
      {listing.neighborhood && <p className={styles.neighbourhood}>{[listing.neighborhood, listing.city].filter(Boolean).join(', ')}</p>}
      <MapView center={center} zoom={NEIGHBOURHOOD_ZOOM} markers={markers} className={styles.map} />
    </section>
  );
}
