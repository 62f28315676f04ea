import { useEffect, useRef } from 'react';
import type { TiledMap, TileState } from './leaflet-map';

const FIRST_DELAY_MS = 10_000;
const MAX_DELAY_MS = 5 * 60_000;

/** How long a map waits before asking a failing tile server again: 10 s, doubling, at most 5 min. */
export function tileRetryDelay(attempt: number): number {
  return Math.min(FIRST_DELAY_MS * 2 ** attempt, MAX_DELAY_MS);
}

/**
 * Asks for a map's tiles again after they failed: at once when the connection comes back, and
 * otherwise after a growing pause. "Online" only means a network is there: on a plane's or an
 * airport's Wi-Fi before its portal, or when the tile server refuses us, every request fails
 * while the browser reports online, and retrying on each failure could keep the page
 * re-requesting every tile several times a second for as long as it stayed open (battery, data,
 * and a busy main thread under the search results).
 */
export function useTileRetry(tiled: TiledMap | null, tileState: TileState, online: boolean): void {
  const attempts = useRef(0);
  const wasOnline = useRef(online);

  useEffect(() => {
    if (tileState === 'ok') attempts.current = 0;
  }, [tileState]);

  useEffect(() => {
    const reconnected = online && !wasOnline.current;
    wasOnline.current = online;
    if (!tiled || !online || tileState !== 'failed') return;
    if (reconnected) {
      attempts.current = 0;
      tiled.retryTiles();
      return;
    }
    const timer = setTimeout(() => {
      attempts.current += 1;
      tiled.retryTiles();
    }, tileRetryDelay(attempts.current));
    return () => clearTimeout(timer);
  }, [online, tiled, tileState]);
}
