import { userOutputSchema, type User } from '@crashpad/sync';
import * as v from 'valibot';
import { ApiError, OfflineError, toApiError } from '../../../lib/api-client/api-error';

export interface PhotoUploadDeps {
  /** The session token (bearer header, DECISIONS #4). */
  getToken: () => string | null;
  /** Sent as X-Locale so a refusal (413, 415) comes translated. */
  getLocale: () => string;
  createXhr?: () => XMLHttpRequest;
  isOnline?: () => boolean;
  baseUrl?: string;
}

export interface PhotoUploadOptions {
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * POST /api/upload/user/images as multipart (field `photo`). The api client speaks JSON only
 * and fetch cannot report upload progress, so this one call uses XMLHttpRequest. Resolves with
 * the updated user; rejects with ApiError (413 too large, 415 not an image, 422 no file) or
 * OfflineError, like the api client.
 */
export function uploadProfilePhoto(deps: PhotoUploadDeps, file: Blob, options: PhotoUploadOptions = {}): Promise<User> {
  const isOnline = deps.isOnline ?? (() => navigator.onLine);
  if (!isOnline()) return Promise.reject(new OfflineError());
  const xhr = deps.createXhr ? deps.createXhr() : new XMLHttpRequest();
  return new Promise<User>((resolve, reject) => {
    const { signal } = options;
    if (signal?.aborted) {
      reject(new DOMException('Aborted', 'AbortError'));
      return;
    }
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);

    xhr.open('POST', `${deps.baseUrl ?? '/api'}/upload/user/images`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Locale', deps.getLocale());
    const token = deps.getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.addEventListener('progress', (event) => options.onProgress?.(event.loaded, event.lengthComputable ? event.total : file.size));
    xhr.addEventListener('load', () => {
      done();
      const body = parseBody(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(toApiError(xhr.status, body));
        return;
      }
      const parsed = v.safeParse(userOutputSchema, body);
      if (parsed.success) resolve(parsed.output.user);
      else reject(new ApiError(xhr.status, { code: 'internal_error', message: 'unexpected answer' }));
    });
    xhr.addEventListener('error', () => {
      done();
      reject(new OfflineError());
    });
    xhr.addEventListener('abort', () => {
      done();
      reject(new DOMException('Aborted', 'AbortError'));
    });
    const form = new FormData();
    form.append('photo', file, file instanceof File ? file.name : 'photo');
    xhr.send(form);
  });
}
