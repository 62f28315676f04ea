import { invalidRequest, missingParam } from './errors.js';
import type { FormObject, FormValue } from './form.js';

/** Refuses parameters the endpoint does not know, as Stripe does ("Received unknown parameter"). */
export function allowOnly(params: FormObject, allowed: readonly string[]): void {
  for (const key of Object.keys(params)) {
    if (key === 'expand' || allowed.includes(key)) continue;
    throw invalidRequest(`Received unknown parameter: ${key}`, key);
  }
}

export function str(params: FormObject, name: string): string | undefined {
  const v = params[name];
  if (v === undefined) return undefined;
  if (typeof v !== 'string') throw invalidRequest(`Invalid string: ${name}`, name);
  return v;
}

export function requiredStr(params: FormObject, name: string): string {
  const v = str(params, name);
  if (v === undefined || v === '') throw missingParam(name);
  return v;
}

/** A string param where the empty string means "unset" (null), as Stripe's API treats it. */
export function nullableStr(params: FormObject, name: string): string | null | undefined {
  const v = str(params, name);
  return v === '' ? null : v;
}

export function int(params: FormObject, name: string, options: { min?: number } = {}): number | undefined {
  const v = str(params, name);
  if (v === undefined) return undefined;
  if (!/^-?\d{1,15}$/.test(v)) throw invalidRequest(`Invalid integer: ${v}`, name);
  const n = Number(v);
  if (options.min !== undefined && n < options.min) {
    throw invalidRequest(`This value must be greater than or equal to ${options.min}.`, name);
  }
  return n;
}

export function bool(params: FormObject, name: string): boolean | undefined {
  const v = str(params, name);
  if (v === undefined) return undefined;
  if (v === 'true') return true;
  if (v === 'false') return false;
  throw invalidRequest(`Invalid boolean: ${v}`, name);
}

export function obj(params: FormObject, name: string): FormObject | undefined {
  const v = params[name];
  if (v === undefined || v === '') return undefined;
  if (typeof v === 'string' || Array.isArray(v)) throw invalidRequest(`Invalid object`, name);
  return v;
}

export function list(params: FormObject, name: string): FormValue[] | undefined {
  const v = params[name];
  if (v === undefined) return undefined;
  if (!Array.isArray(v)) throw invalidRequest(`Invalid array`, name);
  return v;
}

/** `expand[]` as a list of dotted paths. */
export function expandPaths(params: FormObject): string[] {
  const v = params.expand;
  if (v === undefined) return [];
  const items = Array.isArray(v) ? v : [v];
  return items.filter((x): x is string => typeof x === 'string');
}

/**
 * Applies a `metadata` update the way Stripe does: keys merge into the existing set, a key sent
 * as the empty string is removed, and `metadata=` (empty) clears everything.
 */
export function mergeMetadata(current: Record<string, string> | null, params: FormObject): Record<string, string> {
  const raw = params.metadata;
  const base = { ...current };
  if (raw === undefined) return base;
  if (raw === '') return {};
  if (typeof raw === 'string' || Array.isArray(raw)) throw invalidRequest('Invalid metadata: must be an object', 'metadata');
  const keys = Object.keys(raw);
  if (keys.length > 50) throw invalidRequest('Invalid metadata: at most 50 keys', 'metadata');
  for (const key of keys) {
    if (key === '__proto__') continue;
    const value = raw[key];
    if (typeof value !== 'string') throw invalidRequest(`Invalid metadata[${key}]: must be a string`, `metadata[${key}]`);
    if (key.length > 40) throw invalidRequest('Metadata keys can be at most 40 characters', `metadata[${key}]`);
    if (value.length > 500) throw invalidRequest('Metadata values can be at most 500 characters', `metadata[${key}]`);
    if (value === '') delete base[key];
    else base[key] = value;
  }
  return base;
}
