import type { ListingCard } from '@crashpad/sync';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../ui/toast/toast-store';
import { MapView } from '../../../ui/map/map-view';
import { useGeolocation } from '../data/use-geolocation';
import { resultMarkers, searchMapView, type MapPoint } from '../model/search-map';
import styles from './search-map.module.css';

/** Geolocation warnings show once per browser session; a retry the user asks for warns again. */
const WARNED_KEY = 'search_map_geo_warned';

/**
 * The search page map (spec 2 §2): centred on the searched airport or city (zoom 9), else on
 * the viewer (zoom 9), else on the fixed US point (zoom 3); one marker per result.
 */
export function SearchMap({ centre, cards }: { centre: (MapPoint & { name: string }) | null; cards: readonly ListingCard[] }) {
  const { t } = useTranslation();
  const geo = useGeolocation((retry) => {
    if (sessionStorage.getItem(WARNED_KEY) === '1') return;
    sessionStorage.setItem(WARNED_KEY, '1');
    toast.warning(t('search_map.geo_denied'), {
      duration: 10_000,
      action: {
        label: t('search_map.geo_retry'),
        onClick: () => {
          sessionStorage.removeItem(WARNED_KEY);
          retry();
        },
      },
      link: { label: t('search_map.geo_instructions'), href: t('search_map.geo_instructions_url') },
    });
  });
  const view = searchMapView(centre, geo.position);
  const markers = useMemo(() => {
    const results = resultMarkers(cards);
    return geo.position ? [...results, { id: 'you-are-here', ...geo.position, label: t('search_map.you_are_here') }] : results;
  }, [cards, geo.position, t]);

  return (
    <section className={styles.map} aria-label={centre ? t('search_map.label', { name: centre.name }) : t('search_map.label_default')}>
      <MapView center={view.center} zoom={view.zoom} markers={markers} />
    </section>
  );
}
