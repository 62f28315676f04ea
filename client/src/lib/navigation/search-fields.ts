/**
 * Reads a route's search params field by field, without a schema library: the routes'
 * `validateSearch` run on the first load, whose JavaScript should not carry valibot (issue 11).
 * It gives what valibot's `v.object({ key: v.fallback(v.optional(schema), undefined) })` gave
 * before (the unit tests compare both): a key the address has is kept, as `undefined` when its
 * value is unusable; a key it lacks stays absent; unknown keys are dropped. Never throws.
 */
export function readSearchFields<T extends Record<string, unknown>>(
  search: Record<string, unknown>,
  fields: { [K in keyof T]: (value: unknown) => T[K] | undefined },
): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(fields) as (keyof T & string)[]) {
    if (key in search) out[key] = fields[key](search[key]);
  }
  return out;
}

/** One of `options` (strict equality, as `v.picklist`), else undefined. */
export const oneOf =
  <T extends string>(options: readonly T[]) =>
  (value: unknown): T | undefined =>
    (options as readonly unknown[]).includes(value) ? (value as T) : undefined;
