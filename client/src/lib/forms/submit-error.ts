import { ApiError, OfflineError } from '../api-client/api-error';

/**
 * What a form says when its request failed: the server's message (already translated for
 * X-Locale) when the answer was our error model, `offline` when the request never left the
 * device, else nothing usable — the caller then shows its own fallback text (spec 1 §8).
 */
export type SubmitFailure = { kind: 'offline' } | { kind: 'server'; status: number; code: string; message: string } | { kind: 'unknown' };

export function describeFailure(err: unknown): SubmitFailure {
  if (err instanceof OfflineError) return { kind: 'offline' };
  if (err instanceof ApiError && err.code !== 'unknown' && err.code !== 'internal_error') {
    return { kind: 'server', status: err.status, code: err.code, message: err.message };
  }
  return { kind: 'unknown' };
}
