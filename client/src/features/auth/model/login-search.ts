/** A query value as a string: the router JSON-parses values, so "123" arrives as a number. */
export function stringParam(value: unknown): string | undefined {
  if (typeof value === 'string') return value || undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** /login's query (spec 1 §2): `token` for a one-time login link, `ref_url` to return to. */
export interface LoginSearch {
  ref_url?: string;
  token?: string;
}

export function parseLoginSearch(search: Record<string, unknown>): LoginSearch {
  const out: LoginSearch = {};
  const refUrl = stringParam(search.ref_url);
  const token = stringParam(search.token);
  if (refUrl) out.ref_url = refUrl;
  if (token) out.token = token;
  return out;
}
