import { useCallback, useEffect, useState } from 'react';
import type { MapPoint } from '../model/search-map';

export type GeoStatus = 'idle' | 'pending' | 'granted' | 'denied' | 'unsupported';

export interface GeoState {
  status: GeoStatus;
  position: MapPoint | null;
}

/** A position a few minutes old is good enough to centre a map. */
const GEO_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 10_000, maximumAge: 10 * 60_000 };

/**
 * The viewer's position for the search map (spec 2 §2), asked for only once something needs it
 * (`request`: the map's "Show my location"), never on page load: a search centred on an airport
 * does not need it, and the browser's prompt or a refusal notice on arrival covered the results
 * (issue 8 #11). `request` again after a refusal asks again.
 */
export function useGeolocation(): GeoState & { request: () => void } {
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<GeoState>({ status: supported ? 'idle' : 'unsupported', position: null });
  const request = useCallback(() => {
    if (!supported) return;
    setState((prev) => ({ ...prev, status: 'pending' }));
    setAttempt((n) => n + 1);
  }, [supported]);

  useEffect(() => {
    if (!supported || attempt === 0) return;
    let live = true;
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        if (live) setState({ status: 'granted', position: { lat: pos.coords.latitude, lng: pos.coords.longitude } });
      },
      () => {
        if (live) setState({ status: 'denied', position: null });
      },
      GEO_OPTIONS,
    );
    return () => {
      live = false;
    };
  }, [supported, attempt]);

  return { ...state, request };
}
