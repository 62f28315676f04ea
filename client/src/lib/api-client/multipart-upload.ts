import * as v from 'valibot';
import { ApiError, OfflineError, toApiError } from './api-error';

export interface UploadDeps {
  /** The session token (bearer header, DECISIONS #4). */
  getToken: () => string | null;
  /** Sent as X-Locale so a refusal (413, 415, 422) comes translated. */
  getLocale: () => string;
  createXhr?: () => XMLHttpRequest;
  isOnline?: () => boolean;
  baseUrl?: string;
}

export interface UploadOptions {
  /** Bytes sent so far of the whole request (XMLHttpRequest upload progress events). */
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
 * Posts files as one multipart request and validates the JSON answer with a sync schema. The
 * api client speaks JSON only and fetch cannot report upload progress, so uploads use
 * XMLHttpRequest. Errors are the api client's: ApiError (with the server's translated message)
 * or OfflineError; an abort rejects with an AbortError.
 */
export function uploadFiles<S extends v.GenericSchema>(
  deps: UploadDeps,
  path: string,
  field: string,
  files: readonly File[],
  schema: S,
  options: UploadOptions = {},
): Promise<v.InferOutput<S>> {
  const isOnline = deps.isOnline ?? (() => navigator.onLine);
  if (!isOnline()) return Promise.reject(new OfflineError());
  const xhr = deps.createXhr ? deps.createXhr() : new XMLHttpRequest();
  const total = files.reduce((n, f) => n + f.size, 0);
  return new Promise((resolve, reject) => {
    const { signal } = options;
    if (signal?.aborted) {
      reject(new DOMException('Aborted', 'AbortError'));
      return;
    }
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);

    xhr.open('POST', `${deps.baseUrl ?? '/api'}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Locale', deps.getLocale());
    const token = deps.getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.addEventListener('progress', (event) => options.onProgress?.(event.loaded, event.lengthComputable ? event.total : total));
    xhr.addEventListener('load', () => {
      done();
      const body = parseBody(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(toApiError(xhr.status, body));
        return;
      }
      const parsed = v.safeParse(schema, body);
      if (parsed.success) resolve(parsed.output);
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
    for (const file of files) form.append(field, file, file.name);
    xhr.send(form);
  });
}

/** Whole percent of an upload, 0–100. */
export const uploadPercent = (loaded: number, total: number) => (total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0);
