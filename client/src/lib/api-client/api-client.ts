import type * as v from 'valibot';
import { ApiError, OfflineError, toApiError, UnexpectedAnswerError } from './api-error';
import type { ApiEvents } from './api-events';
import { API_BASE, apiUrl, type ApiQuery } from './api-url';
import { takeEarlyAnswer } from './early-answers';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<TSchema extends v.GenericSchema | undefined = undefined> {
  /** JSON body (objects and arrays only; the API accepts JSON only). */
  body?: unknown;
  /** Query parameters; undefined and null values are left out. */
  query?: ApiQuery;
  /**
   * Validates the answer with a sync schema and types the result by it. Code of the first load
   * passes a loader of the schema (`() => import(…)`): the schema and valibot then download
   * alongside the request instead of with the first page (issue 11). Either way the answer is
   * validated before the caller sees it.
   */
  schema?: TSchema | (() => Promise<TSchema>);
  signal?: AbortSignal;
  /**
   * Statuses the caller shows itself, so the global alerts (5xx, 409, expired login) stay quiet
   * for them — e.g. sign-up shows its own message for 409 `email_taken`.
   */
  handles?: readonly number[];
  /** Background calls (badges, counters) never raise global alerts. */
  background?: boolean;
  /** Overrides the session token for this call (used while switching users). */
  token?: string | null;
  /** Extra request headers (e.g. the sync protocol version on replication calls). */
  headers?: Record<string, string>;
  /**
   * A public GET whose answer the entry may have asked for already (early-answers.ts): that
   * answer is taken instead of asking again. It was asked without the session's token, so only
   * calls whose answer is the same for everyone may set this.
   */
  early?: boolean;
}

type Result<TSchema, TFallback> = TSchema extends v.GenericSchema ? v.InferOutput<TSchema> : TFallback;

export interface ApiClient {
  request<T = unknown, S extends v.GenericSchema | undefined = undefined>(
    method: HttpMethod,
    path: string,
    options?: RequestOptions<S>,
  ): Promise<Result<S, T>>;
  get<T = unknown, S extends v.GenericSchema | undefined = undefined>(path: string, options?: RequestOptions<S>): Promise<Result<S, T>>;
  post<T = unknown, S extends v.GenericSchema | undefined = undefined>(path: string, body?: unknown, options?: RequestOptions<S>): Promise<Result<S, T>>;
  put<T = unknown, S extends v.GenericSchema | undefined = undefined>(path: string, body?: unknown, options?: RequestOptions<S>): Promise<Result<S, T>>;
  patch<T = unknown, S extends v.GenericSchema | undefined = undefined>(path: string, body?: unknown, options?: RequestOptions<S>): Promise<Result<S, T>>;
  delete<T = unknown, S extends v.GenericSchema | undefined = undefined>(path: string, body?: unknown, options?: RequestOptions<S>): Promise<Result<S, T>>;
}

export interface ApiClientDeps {
  /** The current session token, or null when logged out. */
  getToken: () => string | null;
  /** The current UI language, sent as X-Locale so server messages come translated. */
  getLocale: () => string;
  events: ApiEvents;
  baseUrl?: string;
  fetch?: typeof fetch;
  isOnline?: () => boolean;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The call's schema: as given, or loading (a loader) while the request is under way. */
function loadSchema(schema: v.GenericSchema | (() => Promise<v.GenericSchema | undefined>)): Promise<v.GenericSchema | undefined> {
  const loading = typeof schema === 'function' ? schema() : Promise.resolve(schema);
  // A failed request never awaits it: its rejection (offline, chunk not cached) must not go unhandled.
  loading.catch(() => undefined);
  return loading;
}

/**
 * Checks an answer with its schema through the schema's own Standard Schema `validate` (valibot
 * schemas carry it), so the client needs no valibot code of its own for this; unknown object
 * keys are dropped as `v.parse` drops them. Throws UnexpectedAnswerError when it does not match.
 */
async function validateAnswer(schema: v.GenericSchema, body: unknown): Promise<unknown> {
  const result = await schema['~standard'].validate(body);
  if (result.issues) throw new UnexpectedAnswerError(result.issues);
  return result.value;
}

/** A typed fetch wrapper for `/api` (spec 1 §7: bearer token and X-Locale on every call). */
export function createApiClient(deps: ApiClientDeps): ApiClient {
  const baseUrl = deps.baseUrl ?? API_BASE;
  const doFetch = deps.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const isOnline = deps.isOnline ?? (() => (typeof navigator === 'undefined' ? true : navigator.onLine));

  function announce(error: ApiError, options: RequestOptions<v.GenericSchema | undefined>, sentToken: boolean): void {
    if (options.background || options.handles?.includes(error.status)) return;
    if (error.status >= 500) deps.events.emit({ kind: 'server_error' });
    else if (error.status === 409) deps.events.emit({ kind: 'conflict', message: error.code === 'unknown' ? null : error.message });
    else if (error.status === 401 && error.code === 'login_expired' && sentToken) deps.events.emit({ kind: 'login_expired' });
  }

  async function request(method: HttpMethod, path: string, options: RequestOptions<v.GenericSchema | undefined> = {}): Promise<unknown> {
    if (!isOnline()) throw new OfflineError();
    const token = options.token !== undefined ? options.token : deps.getToken();
    const headers: Record<string, string> = { ...options.headers, Accept: 'application/json', 'X-Locale': deps.getLocale() };
    if (token) headers.Authorization = `Bearer ${token}`;
    const schemaLoading = options.schema ? loadSchema(options.schema) : null;
    const init: RequestInit = { method, headers, signal: options.signal ?? null };
    if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(options.body);
    }
    const url = apiUrl(baseUrl, path, options.query);
    const early = options.early && method === 'GET' ? takeEarlyAnswer(url) : null;
    let response: Response;
    try {
      response = await (early ?? doFetch(url, init));
    } catch (err) {
      // fetch rejects with a TypeError only when the network failed; aborts propagate as they are.
      if (err instanceof TypeError) throw new OfflineError(err);
      throw err;
    }
    const body = await readJson(response);
    if (!response.ok) {
      const error = toApiError(response.status, body);
      announce(error, options, Boolean(token));
      throw error;
    }
    if (!schemaLoading) return body;
    const schema = await schemaLoading;
    // A call that asked for validation never gets an unchecked answer.
    if (!schema) throw new UnexpectedAnswerError([{ message: `no schema to check the answer of ${path}` }]);
    return validateAnswer(schema, body);
  }

  const client = {
    request,
    get: (path: string, options?: RequestOptions<v.GenericSchema | undefined>) => request('GET', path, options),
    post: (path: string, body?: unknown, options?: RequestOptions<v.GenericSchema | undefined>) => request('POST', path, { ...options, body }),
    put: (path: string, body?: unknown, options?: RequestOptions<v.GenericSchema | undefined>) => request('PUT', path, { ...options, body }),
    patch: (path: string, body?: unknown, options?: RequestOptions<v.GenericSchema | undefined>) => request('PATCH', path, { ...options, body }),
    delete: (path: string, body?: unknown, options?: RequestOptions<v.GenericSchema | undefined>) => request('DELETE', path, { ...options, body }),
  };
  return client as ApiClient;
}
