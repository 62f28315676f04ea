import type { PublicListing } from '@crashpad/sync';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MapView } from '../../../ui/map/map-view';
import { hasMapPosition, NEIGHBOURHOOD_ZOOM } from '../model/listing-map';
import styles from './listing-map.module.css';

/** Spec 2 §2: a map with the neighbourhood (or nearest intersection) the lister gave. */
export function ListingMap({ listing }: { listing: PublicListing }) {
  const { t } = useTranslation();
  const center = useMemo(() => ({ lat: listing.latitude, lng: listing.longitude }), [listing.latitude, listing.longitude]);
  const markers = useMemo(() => [{ id: listing.id, ...center, label: listing.title }], [listing.id, listing.title, center]);
  if (!hasMapPosition(listing)) return null;
  return (
    <section className={styles.section} aria-labelledby="listing-map">
      <h2 id="listing-map">{t('listing_map.heading')}</h2>
      {listing.neighborhood && <p className={styles.neighbourhood}>{t('listing_map.neighbourhood', { name: listing.neighborhood })}</p>}
      <MapView center={center} zoom={NEIGHBOURHOOD_ZOOM} markers={markers} className={styles.map} />
    </section>
  );
}
