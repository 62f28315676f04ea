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

/** The screen's own wording for the two failures the server did not word (spec 1 §8). */
export interface FailureKeys {
  /** Shown when the request never left the device. */
  offline: string;
  /** Shown when the answer was not our error model (or an unknown/internal error). */
  fallback: string;
}

/**
 * The one line a screen shows for a failed request: the server's translated message when it
 * sent one, else the screen's offline or fallback text.
 */
export function failureText(err: unknown, t: (key: string) => string, keys: FailureKeys): string {
  const failure = describeFailure(err);
  if (failure.kind === 'server') return failure.message;
  return t(failure.kind === 'offline' ? keys.offline : keys.fallback);
}
