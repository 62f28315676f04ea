import type { MouseEvent } from 'react';
import { MAP_LINK_ATTRIBUTE, type MapMarker } from './map-marker';
import { offsetFromCentre, pointAtOffset, type LatLng } from './projection';
import styles from './map.module.css';

interface PlainMapProps {
  center: LatLng;
  zoom: number;
  markers: readonly MapMarker[];
  fallbackLabel: string;
  onPick?: (p: LatLng) => void;
}

/**
 * The map without tiles (offline, tiles failing, Leaflet not loaded yet): markers placed by the
 * same projection on a neutral grid (DECISIONS #12), and a click still picks a point.
 */
export function PlainMap({ center, zoom, markers, fallbackLabel, onPick }: PlainMapProps) {
  const pick = (e: MouseEvent<HTMLDivElement>) => {
    if (!onPick || e.target !== e.currentTarget) return;
    const box = e.currentTarget.getBoundingClientRect();
    onPick(pointAtOffset(e.clientX - box.left - box.width / 2, e.clientY - box.top - box.height / 2, center, zoom));
  };
  return (
    // The click is a pointer shortcut; keyboard users pick with the "use map centre" button.
    <div className={[styles.plain, onPick && styles.plainPickable].filter(Boolean).join(' ')} onClick={pick}>
      {onPick && <span className={styles.centreMark} aria-hidden="true" />}
      {markers.map((marker) => {
        const { dx, dy } = offsetFromCentre(marker, center, zoom);
        const label = marker.label?.trim() || fallbackLabel;
        const style = { left: `calc(50% + ${dx}px)`, top: `calc(50% + ${dy}px)` };
        return (
          <span key={marker.id} className={styles.plainSpot} style={style}>
            {marker.href ? (
              <a className={styles.marker} href={marker.href} aria-label={label} title={label} {...{ [MAP_LINK_ATTRIBUTE]: '' }} />
            ) : (
              <span className={styles.marker} role="img" aria-label={label} title={label} />
            )}
          </span>
        );
      })}
    </div>
  );
}
