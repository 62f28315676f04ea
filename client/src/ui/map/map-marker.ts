import type { LatLng } from './projection';

/** A point shown on a map; with `href` it is a link (e.g. a listing), otherwise a labelled pin. */
export interface MapMarker extends LatLng {
  id: string;
  label?: string;
  href?: string;
}

/** Set on marker links so the map can hand their clicks to the router (no full page load). */
export const MAP_LINK_ATTRIBUTE = 'data-map-link';

/**
 * The marker element, shared by the tiled and the plain map so both look and behave alike:
 * a real link when it leads somewhere (focusable, Enter opens it), else an image with a name.
 */
export function createMarkerElement(marker: MapMarker, fallbackLabel: string, className: string): HTMLElement {
  const label = marker.label?.trim() || fallbackLabel;
  const el = document.createElement(marker.href ? 'a' : 'span');
  el.className = className;
  el.setAttribute('aria-label', label);
  el.title = label;
  if (marker.href) {
    el.setAttribute('href', marker.href);
    el.setAttribute(MAP_LINK_ATTRIBUTE, '');
  } else {
    el.setAttribute('role', 'img');
  }
  return el;
}
