// Leaflet's own ES modules (shipped in the package's src/), only the parts the app's maps use: the
// map with its touch, drag, double-click, box and keyboard handlers, the zoom and attribution
// controls, tile layers, layer groups and markers with HTML icons. The package's bundle also
// evaluates vector layers and their renderers, GeoJSON, overlays, popups, tooltips and more
// controls, none of which a map here draws. Measured at CPU ×11: evaluating the bundle took
// 186–395 ms (median 287), this subset 54–148 ms (median 105), and it is 26 kB gzip instead of
// 43 kB (issue 11: blocking time on a phone once the search page shows its results).
// Handlers and controls register themselves on the Map class as their modules run, so they are
// imported for that effect. Scroll-wheel zoom is off on every map (leaflet-map.ts) and the
// long-press handler only makes contextmenu events, which no map listens to; both stay out.
import type * as Leaflet from 'leaflet';
import { createMap } from 'leaflet/src/map/Map';
import 'leaflet/src/map/handler/Map.BoxZoom';
import 'leaflet/src/map/handler/Map.DoubleClickZoom';
import 'leaflet/src/map/handler/Map.Drag';
import 'leaflet/src/map/handler/Map.Keyboard';
import 'leaflet/src/map/handler/Map.TouchZoom';
import { zoom as zoomControl } from 'leaflet/src/control/Control.Zoom';
import 'leaflet/src/control/Control.Attribution';
import { layerGroup } from 'leaflet/src/layer/LayerGroup';
import { divIcon } from 'leaflet/src/layer/marker/DivIcon';
import { marker } from 'leaflet/src/layer/marker/Marker';
import { tileLayer } from 'leaflet/src/layer/tile/TileLayer';

/** The same functions as the package's (`zoomControl` is `L.control.zoom`), typed by @types/leaflet (the sources carry no types). */
export const L: Pick<typeof Leaflet, 'map' | 'tileLayer' | 'layerGroup' | 'divIcon' | 'marker'> & { zoomControl: typeof Leaflet.control.zoom } = {
  map: createMap,
  tileLayer,
  layerGroup,
  divIcon,
  marker,
  zoomControl,
};
