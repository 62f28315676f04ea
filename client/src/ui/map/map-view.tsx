import { DEFAULT_MAP_TILES_ATTRIBUTION, DEFAULT_MAP_TILES_URL } from '@crashpad/sync';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../lib/config/use-config';
import { useOnlineStatus } from '../../lib/network/use-online-status';
import { firstPaintDone, nextIdle } from '../../lib/time/after-first-paint';
import { Button } from '../button/button';
import { Spinner } from '../feedback/spinner';
import type { TiledMap, TileState } from './leaflet-map';
import { MAP_LINK_ATTRIBUTE, type MapMarker } from './map-marker';
import { PlainMap } from './plain-map';
import { useTileRetry } from './use-tile-retry';
import type { LatLng } from './projection';
import styles from './map.module.css';

export type { MapMarker } from './map-marker';
export type { LatLng } from './projection';

export interface MapViewProps {
  center: LatLng;
  zoom: number;
  markers?: MapMarker[];
  /** Makes the map a picker: a click, or the "use map centre" button, reports a point. */
  onPick?: (p: LatLng) => void;
  className?: string;
  /**
   * Keeps Leaflet from loading while true: a page whose own content is still on its way (the
   * search results) draws that first; the plain map shows meanwhile.
   */
  holdTiles?: boolean;
}

const NO_MARKERS: MapMarker[] = [];

/**
 * A map with markers (DECISIONS #12). Leaflet and its CSS load on demand, only when online; the
 * tile server comes from GET /api/config. Offline, or when tiles fail, the markers still show on
 * a plain background with a clear note, and picking still works (also from the keyboard).
 */
export function MapView({ center, zoom, markers = NO_MARKERS, onPick, className, holdTiles = false }: MapViewProps) {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  const config = useConfig();
  const router = useRouter({ warn: false });
  const hostRef = useRef<HTMLDivElement>(null);
  const latest = useRef({ center, zoom, onPick });
  const [tiled, setTiled] = useState<TiledMap | null>(null);
  const [tileState, setTileState] = useState<TileState>('loading');
  const [loadFailed, setLoadFailed] = useState(false);
  const fallbackLabel = t('map.marker');
  const [zoomInLabel, zoomOutLabel] = [t('map.zoom_in'), t('map.zoom_out')];
  const tilesUrl = config.map_tiles_url || DEFAULT_MAP_TILES_URL;
  const attribution = config.map_tiles_attribution ?? DEFAULT_MAP_TILES_ATTRIBUTION;
  // Once Leaflet runs it stays (going offline only stops the tiles); before that, only online.
  const wantTiled = (online || tiled !== null) && !loadFailed && (!holdTiles || tiled !== null);

  useEffect(() => {
    latest.current = { center, zoom, onPick };
  });

  useEffect(() => {
    if (!wantTiled) return;
    let cancelled = false;
    let instance: TiledMap | null = null;
    // Leaflet (the largest lazy chunk) waits for the page's first paint: until then the plain map
    // shows the markers, and the search page's heading and results do not wait for it (issue 11).
    // Evaluating the module and building the map are two long tasks; an idle moment between them
    // lets input and rendering in (total blocking time on a phone).
    firstPaintDone()
      .then(() => import('./leaflet-map'))
      .then(async (module) => {
        await nextIdle();
        return module;
      })
      .then(
        ({ createTiledMap }) => {
          if (cancelled || !hostRef.current) return;
          const now = latest.current;
          instance = createTiledMap(hostRef.current, {
            center: now.center,
            zoom: now.zoom,
            tilesUrl,
            attribution,
            markerClassName: styles.marker ?? '',
            fallbackMarkerLabel: fallbackLabel,
            zoomInLabel,
            zoomOutLabel,
            onPick: now.onPick,
            onTileState: setTileState,
          });
          setTiled(instance);
        },
        () => {
          if (!cancelled) setLoadFailed(true);
        },
      );
    return () => {
      cancelled = true;
      instance?.destroy();
    };
    // The map is built once per tile source (and language: its zoom buttons' names); view, markers
    // and picker follow in the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wantTiled, tilesUrl, attribution, zoomInLabel, zoomOutLabel]);

  useEffect(() => tiled?.setView(center, zoom), [tiled, center.lat, center.lng, zoom]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => tiled?.setMarkers(markers, fallbackLabel), [tiled, markers, fallbackLabel]);
  useEffect(() => tiled?.setOnPick(onPick), [tiled, onPick]);
  useTileRetry(tiled, tileState, online);

  // Marker links go through the router (no full page load); modified clicks open as usual.
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const link = (e.target as Element).closest?.(`a[${MAP_LINK_ATTRIBUTE}]`);
    if (!link || !router || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    void router.navigate({ href: link.getAttribute('href') ?? '/' });
  };

  const unavailable = !online || loadFailed || (tiled !== null && tileState === 'failed');
  const useCentre = () => onPick?.(tiled ? tiled.getCentre() : { lat: center.lat, lng: center.lng });

  return (
    <div className={[styles.map, className].filter(Boolean).join(' ')} role="region" aria-label={t('map.label')} onClick={onClick}>
      <div ref={hostRef} className={styles.tiles} />
      {tiled === null && <PlainMap center={center} zoom={zoom} markers={markers} fallbackLabel={fallbackLabel} onPick={onPick} />}
      {tiled === null && wantTiled && (
        <div className={styles.loading}>
          <Spinner inline label={t('map.loading')} />
        </div>
      )}
      {unavailable && (
        <p className={styles.note} role="status">
          {t(online ? 'map.unavailable' : 'map.unavailable_offline')}
        </p>
      )}
      {onPick && (
        <div className={styles.tools}>
          <Button variant="secondary" small onClick={useCentre}>
            {t('map.use_centre')}
          </Button>
        </div>
      )}
    </div>
  );
}
