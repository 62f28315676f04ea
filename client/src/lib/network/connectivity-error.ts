import { OfflineError } from '../api-client/api-error';

/**
 * Messages browsers give a dynamic `import()` (or its CSS preload) that could not be fetched:
 * Chromium, Firefox, Safari and Vite's preload helper. A route chunk that was never cached
 * fails this way offline.
 */
const CHUNK_LOAD_FAILURES = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /loading (?:css )?chunk [\w-]+ failed/i,
];

/** True when a dynamic import (route chunk, lazy feature, language bundle) could not be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return CHUNK_LOAD_FAILURES.some((pattern) => pattern.test(error.message));
}

/**
 * Whether an error means "this needs a connection" rather than a bug: the api client's
 * OfflineError, a chunk that could not load, or a fetch that failed at the network level (a
 * TypeError from fetch) — and any error at all while the browser says it is offline, because a
 * screen that throws offline is a screen that needed the network. Everything else is a real
 * problem and gets the fatal view.
 */
export function isConnectivityError(error: unknown, online: boolean = typeof navigator === 'undefined' ? true : navigator.onLine): boolean {
  if (error instanceof OfflineError || isChunkLoadError(error)) return true;
  if (error instanceof TypeError && /failed to fetch|networkerror|load failed|network request failed/i.test(error.message)) return true;
  if (error instanceof Error && error.cause !== undefined && error.cause !== error && isConnectivityError(error.cause, true)) return true;
  return !online;
}
