import type { Config } from '../config.js';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a WebSocket upgrade's Origin may connect. Browsers always send Origin on a WebSocket
 * handshake and, unlike fetch, the handshake is not protected by CORS, so this is what stops
 * another site's page from opening a socket to us (cross-site WebSocket hijacking). Only the
 * configured public URL's origin is allowed; development and test also allow loopback origins
 * on any port (Vite dev server, Playwright). A missing Origin is refused: only a non-browser
 * client omits it, and we have none.
 */
export function createOriginCheck(config: Pick<Config, 'env' | 'publicUrl'>): (origin: string | undefined) => boolean {
  const publicOrigin = new URL(config.publicUrl).origin;
  const allowLoopback = config.env !== 'production';
  return (origin) => {
    if (!origin) return false;
    if (origin === publicOrigin) return true;
    if (!allowLoopback) return false;
    try {
      const url = new URL(origin);
      return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_HOSTS.has(url.hostname) && url.origin === origin;
    } catch {
      return false;
    }
  };
}
