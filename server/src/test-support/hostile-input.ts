import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { ApiResponse, TestServer } from './test-server.js';

/**
 * Generators and a property for the "bad input changes nothing" tests: wrong types, `$`
 * operators, prototype keys, huge strings, unknown fields, arrays and broken JSON thrown at every
 * endpoint. `extraScalars` and `extraKeys` let an area add values that hit its own code paths
 * (airport codes, file paths, server-owned field names).
 */
const HUGE = 'x'.repeat(300_000);

/**
 * Text beyond ASCII that has broken stores and parsers before: a lone surrogate (not valid UTF-8;
 * JSON carries it as an escape), NUL, the noncharacter U+FFFF, the JavaScript line separator,
 * a right-to-left override and an astral character.
 */
const AWKWARD_TEXT = ['\ud800', 'a\udfffb', '\u0000', 'x\u0000y', '\uffff', '\u2028', '\u202e', '\u{1d518}'];

/**
 * The same in a URL, as %-escapes (encodeURIComponent refuses a lone surrogate): a surrogate and
 * an overlong slash as UTF-8 bytes (neither is valid UTF-8), U+FFFF, the line separator and an
 * astral character.
 */
const AWKWARD_ESCAPES = ['%ED%A0%80', '%C0%AF', '%EF%BF%BF', '%E2%80%A8', '%F0%9D%94%98'];

/**
 * One unit of text a client could send: any code point (fast-check's `binary` unit, which leaves
 * lone surrogates out), a lone surrogate, or a character that trips naive code: NUL and other
 * controls, noncharacters, the line and paragraph separators and NEL (a line-based store splits
 * on them), bidi marks and overrides, a zero-width space, a BOM, astral characters, JSON's quote
 * and backslash.
 */
const awkwardUnit = fc.oneof(
  { weight: 5, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit)) },
  {
    weight: 3,
    arbitrary: fc.constantFrom('\u0000', '\u0001', '\u001f', '\u007f', '\uffff', '\ufffe', '\u2028', '\u2029', '\u0085', '\u200f', '\u202e', '\u2066', '\u200b', '\ufeff', '\u{1f6eb}', '\u{10ffff}', '\u{1d11e}', '"', '\\'),
  },
);

/** Text of awkward units (above): the whole of Unicode, lone surrogates included, not only ASCII. */
export const awkwardText = (minLength = 0, maxLength = 30) => fc.string({ unit: awkwardUnit, minLength, maxLength });

/** JSON text with every non-ASCII UTF-16 unit written as a `\uXXXX` escape: a lone surrogate arrives as `\udXXX`. */
export const asciiJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[\u007f-\uffff]/g, (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * Percent-encodes any text, lone surrogates too: encodeURIComponent throws on those, so each is
 * written as the three bytes a lax encoder would send (`%ED%A0%80` for U+D800), which are not UTF-8.
 */
export const percentEncodeAny = (text: string): string =>
  text.replace(/[\ud800-\udbff][\udc00-\udfff]|[\s\S]/g, (ch) => {
    const unit = ch.charCodeAt(0);
    if (ch.length === 2 || unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(ch);
    return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
  });

export function hostileScalar(extraScalars: string[] = []) {
  return fc.oneof(
    fc.string({ maxLength: 40 }),
    awkwardText(0, 20),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom('a'.repeat(5000), HUGE, '', ' ', '$ne', '__proto__', '<script>', ...AWKWARD_TEXT, ...extraScalars),
  );
}

export function hostileValue(extraScalars: string[] = []) {
  const scalar = hostileScalar(extraScalars);
  return fc.letrec((tie) => ({
    value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalar, tie('array'), tie('object'), tie('operator')),
    array: fc.array(tie('value'), { maxLength: 4 }),
    object: fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 4 }),
    operator: fc.record({ $ne: scalar, $gt: scalar, $regex: fc.constant('.*') }, { requiredKeys: ['$ne'] }),
  })).value;
}

/** A JSON body aimed at an endpoint whose schema knows `fields`: junk lands on real fields too. */
export function hostileBody(fields: string[], options: { extraKeys?: string[]; extraScalars?: string[] } = {}) {
  const known = fields.length ? fc.constantFrom(...fields) : fc.constant('extra');
  const key = fc.oneof(known, known, fc.constantFrom('$where', '$set', 'constructor', '__proto__', 'unknown_field', ...(options.extraKeys ?? [])));
  const value = hostileValue(options.extraScalars);
  return fc.oneof(fc.dictionary(key, value, { minKeys: 1, maxKeys: 8 }), fc.array(value, { maxLength: 3 }), hostileScalar(options.extraScalars));
}

/** Raw request bodies that are not valid JSON objects. Never blank: an empty body reads as `{}`. */
export const rawJunk = fc.oneof(
  fc.string({ minLength: 1, maxLength: 60 }).filter((s) => s.trim() !== ''),
  fc.constantFrom('{"email":', '{"$where":"1"}', '[[[[[[[[', '{"a":1}}', '\u0000', '{"email":{"$ne":null}}', 'null'),
);

export interface HostileEndpoint {
  method: string;
  path: string;
  /** Field names the real schema knows. */
  fields: string[];
  token?: string;
  /**
   * An answer outside 4xx that still refuses: an endpoint whose contract answers any well-formed
   * question with 200 (a token check's `{ valid: false }`). Hostile scalars such as `__proto__`
   * are well-formed tokens.
   */
  alsoRefuses?: (res: ApiResponse<Record<string, unknown>>) => boolean;
}

/** Property: every generated body is refused with a 4xx (never a 5xx) at every endpoint. */
export async function expectHostileBodiesRefused(
  server: TestServer,
  endpoints: HostileEndpoint[],
  options: { numRuns?: number; seed?: number; extraKeys?: string[]; extraScalars?: string[] } = {},
) {
  for (const [index, endpoint] of endpoints.entries()) {
    await fc.assert(
      fc.asyncProperty(hostileBody(endpoint.fields, options), async (body) => {
        const res = await server.api(endpoint.method, endpoint.path, { body, token: endpoint.token });
        const seen = `${endpoint.method} ${endpoint.path} ${JSON.stringify(body).slice(0, 200)}`;
        expect(res.status, seen).toBeLessThan(500);
        if (!endpoint.alsoRefuses?.(res)) expect(res.status, seen).toBeGreaterThanOrEqual(400);
      }),
      // A seed makes a run repeatable; each endpoint gets its own so they do not all see the same bodies.
      { numRuns: options.numRuns ?? 25, ...(options.seed === undefined ? {} : { seed: options.seed + index }) },
    );
  }
}

/**
 * A path segment as a client could send it: random text (encoded), broken `%` escapes, traversal,
 * operator and prototype names, huge and numeric-looking values, and `extra` (e.g. ids of real
 * records that the caller may not touch).
 */
export function hostileSegment(extra: string[] = []) {
  return fc.oneof(
    // Never empty, `.` or `..`: the URL parser would resolve those to another route.
    fc.string({ minLength: 1, maxLength: 60 }).filter((s) => s !== '.' && s !== '..').map(encodeURIComponent),
    fc.constantFrom('%', '%E0%A4%A', '%00', ...AWKWARD_ESCAPES, '..%2F..%2Fetc%2Fpasswd', '%24where', '__proto__', 'constructor', 'null', '-1', '1e309',
      'a'.repeat(3000), '01ARZ3NDEKTSV4RRFFQ69G5FAV', ...extra),
  );
}

/**
 * A query string (without `?`) of 1–3 pairs: the route's own `keys` and hostile ones, repeated
 * keys (which arrive as arrays), junk values and broken escapes.
 */
export function hostileQuery(keys: string[] = []) {
  const key = fc.constantFrom(...keys, '$where', '__proto__', 'constructor', 'toString', 'a[$ne]', 'unknown_field', '').map(encodeURIComponent);
  const value = fc.oneof(
    fc.string({ maxLength: 40 }).map(encodeURIComponent),
    fc.constantFrom('%', '%E0%A4%A', '%00', ...AWKWARD_ESCAPES, 'a'.repeat(3000), '-1', '1e309', 'NaN', 'true', '[]', '{}'),
  );
  return fc.array(fc.tuple(key, value), { minLength: 1, maxLength: 3 }).map((pairs) => pairs.map(([k, val]) => `${k}=${val}`).join('&'));
}

/** Every document of the named collections, sorted by id: equal before and after proves nothing changed. */
export async function storedState(server: TestServer, names: string[]): Promise<Record<string, unknown[]>> {
  const entries = await Promise.all(names.map(async (name) => [name, await server.context.store.collection(name).find({}, { sort: { _id: 1 } })] as const));
  return Object.fromEntries(entries);
}

/**
 * The stored state once the writes that follow an answer have landed: a route publishes its
 * realtime hint after it has answered (a counter in `sync_counters` and a `realtime_hints` entry),
 * so a state read right after a 2xx can miss them, and they would then show up as a change made
 * by the next request. Read until two reads 50 ms apart agree (at most `timeoutMs`).
 */
export async function settledState(server: TestServer, names: string[], timeoutMs = 3000): Promise<Record<string, unknown[]>> {
  const deadline = Date.now() + timeoutMs;
  let last = await storedState(server, names);
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const next = await storedState(server, names);
    if (isDeepStrictEqual(next, last) || Date.now() > deadline) return next;
    last = next;
  }
}

export interface HostileRoute {
  method: string;
  /** The path; `{seg}` is replaced by a hostile segment. */
  path: string;
  token?: string;
  /**
   * Query keys the route knows; with a list (even empty) a query only has to avoid a 5xx. Left
   * out, the route takes no query and every query must answer 4xx, as must every hostile segment.
   */
  queryKeys?: string[];
}

/**
 * Property: hostile path segments and query strings never answer 5xx; a hostile segment (it
 * names nothing) and any query to a route that takes none answer 4xx. `extraSegments` are
 * added to the segments, e.g. ids of real records the caller may not touch.
 */
export async function expectHostilePathsRefused(
  server: TestServer,
  routes: HostileRoute[],
  options: { numRuns?: number; seed?: number; extraSegments?: string[] } = {},
) {
  for (const [index, route] of routes.entries()) {
    const hasSegment = route.path.includes('{seg}');
    await fc.assert(
      fc.asyncProperty(hostileSegment(options.extraSegments), fc.option(hostileQuery(route.queryKeys), { nil: undefined }), async (segment, query) => {
        const path = `${route.path.replace('{seg}', segment)}${query === undefined ? '' : `?${query}`}`;
        const res = await server.api(route.method, path, { token: route.token });
        expect(res.status, `${route.method} ${path.slice(0, 200)}`).toBeLessThan(500);
        if (hasSegment || (query !== undefined && !route.queryKeys)) expect(res.status, `${route.method} ${path.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: options.numRuns ?? 25, ...(options.seed === undefined ? {} : { seed: options.seed + index }) },
    );
  }
}
