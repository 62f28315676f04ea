import fc from 'fast-check';
import { expect } from 'vitest';
import type { TestServer } from './test-server.js';

/**
 * Generators and a property for the "bad input changes nothing" tests: wrong types, `$`
 * operators, prototype keys, huge strings, unknown fields, arrays and broken JSON thrown at every
 * endpoint. `extraScalars` and `extraKeys` let an area add values that hit its own code paths
 * (airport codes, file paths, server-owned field names).
 */
const HUGE = 'x'.repeat(300_000);

export function hostileScalar(extraScalars: string[] = []) {
  return fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom('a'.repeat(5000), HUGE, '', ' ', '$ne', '__proto__', '<script>', ...extraScalars),
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
}

/** Property: every generated body is refused with a 4xx (never a 5xx) at every endpoint. */
export async function expectHostileBodiesRefused(
  server: TestServer,
  endpoints: HostileEndpoint[],
  options: { numRuns?: number; extraKeys?: string[]; extraScalars?: string[] } = {},
) {
  for (const endpoint of endpoints) {
    await fc.assert(
      fc.asyncProperty(hostileBody(endpoint.fields, options), async (body) => {
        const res = await server.api(endpoint.method, endpoint.path, { body, token: endpoint.token });
        expect(res.status, `${endpoint.method} ${endpoint.path} ${JSON.stringify(body).slice(0, 200)}`).toBeLessThan(500);
        expect(res.status).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: options.numRuns ?? 25 },
    );
  }
}
