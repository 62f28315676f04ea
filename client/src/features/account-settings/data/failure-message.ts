import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client/api-error';
import { describeFailure } from '../../../lib/forms/submit-error';

/**
 * The text a settings form shows when its request failed (spec 1 §8: "password or e-mail update
 * failure: server message"): the server's message (translated for X-Locale) when it answered
 * with our error model, the offline notice when the request never left, else the generic text.
 */
export function failureMessage(err: unknown, t: TFunction): string {
  const failure = describeFailure(err);
  if (failure.kind === 'offline') return t('settings.offline');
  if (failure.kind === 'server') return failure.message;
  if (err instanceof ApiError && err.status === 413) return t('errors.payload_too_large');
  if (err instanceof ApiError && err.status === 415) return t('errors.unsupported_media_type');
  return t('settings.generic_error');
}

/** The first field a 422 answer names, in the server's (the spec's) order. */
export function firstServerField(err: unknown): { field: string; message: string } | null {
  if (!(err instanceof ApiError) || err.status !== 422) return null;
  const [entry] = Object.entries(err.fields);
  return entry ? { field: entry[0], message: entry[1] } : null;
}

export const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';
