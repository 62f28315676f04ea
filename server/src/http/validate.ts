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
 * Parses input with a shared schema or throws validation_failed (422) whose `fields` keep the
 * order of the schema's issues, so the first entry is the message the form shows first.
 */
export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  if (hasHostileKeys(input)) throw new AppError('validation_failed', { messageKey: 'validation.invalid' });
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const fields: Record<string, string> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '_';
    if (!(path in fields)) fields[path] = issue.message.startsWith('validation.') ? issue.message : 'validation.invalid';
  }
  const first = Object.values(fields)[0] ?? 'validation.invalid';
  throw new AppError('validation_failed', { messageKey: first, fields });
}
