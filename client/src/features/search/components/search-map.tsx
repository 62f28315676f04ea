import type { ListingCard } from '@crashpad/sync';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button/button';
import { MapView } from '../../../ui/map/map-view';
import { useGeolocation } from '../data/use-geolocation';
import { resultMarkers, searchMapView, type MapPoint } from '../model/search-map';
import styles from './search-map.module.css';

/**
 * The search page map (spec 2 §2): centred on the searched airport or city (zoom 9), else on
 * the viewer (zoom 9), else on the fixed US point (zoom 3); one marker per result. The viewer's
 * location is asked for only when they press "Show my location"; if the browser refuses, the
 * warning with retry and instructions sits under the map, in the page flow, covering nothing.
 * `waiting`: the results are still loading.
 */
export function SearchMap({ centre, cards, waiting = false }: { centre: (MapPoint & { name: string }) | null; cards: readonly ListingCard[]; waiting?: boolean }) {
  const { t } = useTranslation();
  const geo = useGeolocation();
  const [dismissedAt, setDismissedAt] = useState(-1);
  const [asks, setAsks] = useState(0);
  const ask = () => {
    setAsks((n) => n + 1);
    geo.request();
  };
  const view = searchMapView(centre, geo.position);
  const markers = useMemo(() => {
    const results = resultMarkers(cards);
    return geo.position ? [...results, { id: 'you-are-here', ...geo.position, label: t('search_map.you_are_here') }] : results;
  }, [cards, geo.position, t]);
  const warn = (geo.status === 'denied' || geo.status === 'unsupported') && asks > 0 && dismissedAt !== asks;

  return (
    <section className={styles.map} aria-label={centre ? t('search_map.label', { name: centre.name }) : t('search_map.label_default')}>
      {/* Leaflet loads after the results are drawn, never in competition with them (issue 11). */}
      <MapView center={view.center} zoom={view.zoom} markers={markers} holdTiles={waiting} />
      <div className={styles.tools}>
        {geo.status !== 'granted' && (
          <Button variant="secondary" small loading={geo.status === 'pending'} onClick={ask}>
            {t('search_map.show_me')}
          </Button>
        )}
      </div>
      {warn && (
        <div role="status" className={styles.notice}>
          <p>{t('search_map.geo_denied')}</p>
          <div className={styles.noticeActions}>
            <Button variant="secondary" small onClick={ask}>
              {t('search_map.geo_retry')}
            </Button>
            <a href={t('search_map.geo_instructions_url')} target="_blank" rel="noreferrer">
              {t('search_map.geo_instructions')}
            </a>
            <Button variant="ghost" small onClick={() => setDismissedAt(asks)}>
              {t('ui.dismiss')}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}
