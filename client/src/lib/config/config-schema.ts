import { configOutputSchema, type AppConfig } from '@crashpad/sync';
import * as v from 'valibot';

// GET /config's schema, loaded on demand (config-store.ts): with the request, and after the first
// paint for the cached copy. The first load does not carry it or valibot (issue 11).

export { configOutputSchema };

/** The cached config checked against the full schema, or null when it does not pass. */
export function fullConfigCheck(value: unknown): AppConfig | null {
  const parsed = v.safeParse(configOutputSchema, value);
  return parsed.success ? parsed.output : null;
}
