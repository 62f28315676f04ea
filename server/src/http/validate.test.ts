import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { hasHostileKeys, parseInput } from './validate.js';
import { AppError } from './app-error.js';

describe('parseInput', () => {
  const allOptional = v.strictObject({ note: v.optional(v.string()) });
  it('refuses a JSON array where an object with only optional keys is expected', () => {
    expect(() => parseInput(allOptional, [])).toThrow(AppError);
    expect(parseInput(allOptional, {})).toEqual({});
  });
  it('refuses $-operators and prototype keys at any depth', () => {
    expect(hasHostileKeys({ a: [{ b: { $gt: 1 } }] })).toBe(true);
    expect(hasHostileKeys(JSON.parse('{"__proto__": {"x": 1}}'))).toBe(true);
    expect(hasHostileKeys({ a: [{ b: 'x$' }] })).toBe(false);
  });
  it('reports fields in schema order with validation keys', () => {
    const schema = v.strictObject({ a: v.string('validation.first_name_required'), b: v.string('validation.last_name_required') });
    try {
      parseInput(schema, { b: 1 });
      expect.unreachable();
    } catch (err) {
      expect((err as AppError).options.fields).toEqual({ a: 'validation.first_name_required', b: 'validation.last_name_required' });
    }
  });
});
