// Loaded only through a dynamic import from map-view.tsx: Leaflet and its CSS never reach the
// entry chunk (the initial JS budget is tight).
import type * as Leaflet from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { yieldToMain } from '../../lib/time/yield-to-main';
import { L } from './leaflet-subset';
import { createMarkerElement, type MapMarker } from './map-marker';
import type { LatLng } from './projection';

export type TileState = 'loading' | 'ok' | 'failed';

export interface TiledMapOptions {
  center: LatLng;
  zoom: number;
  tilesUrl: string;
  attribution: string;
  markerClassName: string;
  fallbackMarkerLabel: string;
  /** The zoom buttons' names (title and accessible name), in the UI language: Leaflet's own are English. */
  zoomInLabel: string;
  zoomOutLabel: string;
  onPick?: (p: LatLng) => void;
  onTileState: (state: TileState) => void;
}

export interface TiledMap {
  setView(center: LatLng, zoom: number): void;
  setMarkers(markers: readonly MapMarker[], fallbackLabel: string): void;
  setOnPick(onPick: ((p: LatLng) => void) | undefined): void;
  getCentre(): LatLng;
  /** Asks for the tiles again (after the connection comes back). */
  retryTiles(): void;
  destroy(): void;
}

/** A Leaflet map in `el` with one tile layer and a marker layer that React keeps in step. */
export function createTiledMap(el: HTMLElement, options: TiledMapOptions): TiledMap {
  const map = L.map(el, { center: [options.center.lat, options.center.lng], zoom: options.zoom, scrollWheelZoom: false, zoomControl: false });
  L.zoomControl({ zoomInTitle: options.zoomInLabel, zoomOutTitle: options.zoomOutLabel }).addTo(map);
  map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
  const tiles = L.tileLayer(options.tilesUrl, {
    attribution: escapeHtml(options.attribution),
    maxZoom: 19,
    // The app sends no Referer anywhere (DECISIONS #6); tile servers such as OpenStreetMap's
    // refuse anonymous requests, so tiles alone carry the origin (never a path with a token).
    referrerPolicy: 'origin',
    crossOrigin: true,
  });
  // Building the map and laying out its first tiles are two tasks, not one long one (issue 11:
  // blocking time on a phone; together they were ≈280 ms of one task at CPU ×11).
  let removed = false;
  void yieldToMain().then(() => {
    if (!removed) tiles.addTo(map);
  });
  const markerLayer = L.layerGroup().addTo(map);
  let onPick = options.onPick;
  let loadedTiles = 0;
  let shownMarkers = '';

  tiles.on('loading', () => {
    if (loadedTiles === 0) options.onTileState('loading');
  });
  tiles.on('tileload', () => {
    loadedTiles += 1;
    options.onTileState('ok');
  });
  // One failed tile among loaded ones is noise; failing before any tile loaded means no map.
  tiles.on('tileerror', () => {
    if (loadedTiles === 0) options.onTileState('failed');
  });
  map.on('click', (e: Leaflet.LeafletMouseEvent) => onPick?.({ lat: round6(e.latlng.lat), lng: round6(e.latlng.lng) }));

  const api: TiledMap = {
    setView(center, zoom) {
      const current = map.getCenter();
      if (current.lat !== center.lat || current.lng !== center.lng || map.getZoom() !== zoom) map.setView([center.lat, center.lng], zoom);
    },
    setMarkers(markers, fallbackLabel) {
      // Callers often pass a new array with the same points; rebuilding would drop keyboard focus.
      const identity = JSON.stringify([markers, fallbackLabel]);
      if (identity === shownMarkers) return;
      shownMarkers = identity;
      markerLayer.clearLayers();
      for (const marker of markers) {
        const icon = L.divIcon({
          html: createMarkerElement(marker, fallbackLabel, options.markerClassName),
          className: '',
          iconSize: [28, 28],
          iconAnchor: [14, 28],
        });
        // keyboard: false — the link inside the icon is the focusable element, not a role=button div.
        L.marker([marker.lat, marker.lng], { icon, keyboard: false, bubblingMouseEvents: false }).addTo(markerLayer);
      }
    },
    setOnPick(next) {
      onPick = next;
    },
    getCentre() {
      const c = map.getCenter();
      return { lat: round6(c.lat), lng: round6(c.lng) };
    },
    retryTiles() {
      loadedTiles = 0;
      tiles.redraw();
    },
    destroy() {
      removed = true;
      map.remove();
    },
  };
  api.setMarkers([], options.fallbackMarkerLabel);
  return api;
}

function round6(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}

/** Leaflet writes attribution as HTML; the configured text is plain text. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
