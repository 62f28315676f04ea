import * as v from 'valibot';
import { AppError } from './app-error.js';

/** True when any key at any depth starts with `$` (MongoDB operators) or is `__proto__`/`constructor`. */
export function hasHostileKeys(value: unknown, depth = 0): boolean {
  if (depth > 32) return true;
  if (Array.isArray(value)) return value.some((x) => hasHostileKeys(x, depth + 1));
  if (value && typeof value === 'object') {
    for (const key of Object.keys(value)) {
      if (key.startsWith('$') || key === '__proto__' || key === 'constructor') return true;
      if (hasHostileKeys((value as Record<string, unknown>)[key], depth + 1)) return true;
    }
  }
  return false;
}

/**
 * A missing key is reported by valibot with the object's generic message; use the message the
 * key's own schema declares (e.g. `validation.first_name_required`) so the form says what is wrong.
 */
function entryMessage(schema: v.GenericSchema, path: string): string {
  let current: unknown = schema;
  for (const key of path.split('.')) {
    const entries = (current as { entries?: Record<string, unknown> }).entries;
    current = entries?.[key];
    if (!current) return 'validation.invalid';
  }
  let message = (current as { message?: unknown }).message;
  // Optional wrappers keep the inner schema under `wrapped`.
  if (message === undefined) message = (current as { wrapped?: { message?: unknown } }).wrapped?.message;
  return typeof message === 'string' && message.startsWith('validation.') ? message : 'validation.invalid';
}

const OBJECT_TYPES = new Set(['object', 'strict_object', 'loose_object', 'object_with_rest']);

/**
 * Parses input with a shared schema or throws validation_failed (422) whose `fields` keep the
 * order of the schema's issues, so the first entry is the message the form shows first.
 */
export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  if (hasHostileKeys(input)) throw new AppError('validation_failed', { messageKey: 'validation.invalid' });
  // valibot's object schemas accept an array when every key is optional (an array has no keys);
  // a JSON array is never a valid object body.
  if (Array.isArray(input) && OBJECT_TYPES.has(schema.type)) {
    throw new AppError('validation_failed', { messageKey: 'validation.invalid' });
  }
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const fields: Record<string, string> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '_';
    if (!(path in fields)) fields[path] = issue.message.startsWith('validation.') ? issue.message : entryMessage(schema, path);
  }
  const first = Object.values(fields)[0] ?? 'validation.invalid';
  throw new AppError('validation_failed', { messageKey: first, fields });
}
