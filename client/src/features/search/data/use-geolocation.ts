import { useCallback, useEffect, useState } from 'react';
import type { MapPoint } from '../model/search-map';

export type GeoStatus = 'pending' | 'granted' | 'denied' | 'unsupported';

export interface GeoState {
  status: GeoStatus;
  position: MapPoint | null;
}

/** A position a few minutes old is good enough to centre a map. */
const GEO_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 10_000, maximumAge: 10 * 60_000 };

/**
 * The viewer's position for the search map (spec 2 §2). `onDenied` runs when the browser
 * refuses or cannot tell (the page warns and falls back); `retry` asks again.
 */
export function useGeolocation(onDenied: (retry: () => void) => void): GeoState & { retry: () => void } {
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<GeoState>({ status: supported ? 'pending' : 'unsupported', position: null });
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    if (!supported) return;
    let live = true;
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        if (live) setState({ status: 'granted', position: { lat: pos.coords.latitude, lng: pos.coords.longitude } });
      },
      () => {
        if (!live) return;
        setState({ status: 'denied', position: null });
        onDenied(retry);
      },
      GEO_OPTIONS,
    );
    return () => {
      live = false;
    };
    // onDenied is read when the answer arrives; a new callback identity must not ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [supported, attempt, retry]);

  return { ...state, retry };
}
