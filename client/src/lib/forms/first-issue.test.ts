import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { validateInOrder } from './first-issue';

const schema = v.pipe(
  v.object({ a: v.string('a_required'), b: v.pipe(v.string(), v.nonEmpty('b_required')), c: v.pipe(v.string(), v.nonEmpty('c_required')) }),
  v.forward(
    v.partialCheck([['a'], ['b']], (d) => d.a === d.b, 'a_b_mismatch'),
    ['b'],
  ),
);

describe('validateInOrder', () => {
  it('returns the output when valid', () => {
    expect(validateInOrder(schema, { a: 'x', b: 'x', c: 'y' }, ['a', 'b', 'c'])).toEqual({ success: true, output: { a: 'x', b: 'x', c: 'y' } });
  });

  it('puts a cross-field check on an earlier field before a later field\'s own issue', () => {
    // valibot reports c_required first (entries), then the pipe's mismatch on b.
    expect(validateInOrder(schema, { a: 'x', b: 'y', c: '' }, ['a', 'b', 'c'])).toEqual({ success: false, issue: { field: 'b', message: 'a_b_mismatch' } });
  });

  it('follows the given order, not the schema order', () => {
    expect(validateInOrder(schema, { b: '', c: '' }, ['c', 'b', 'a'])).toEqual({ success: false, issue: { field: 'c', message: 'c_required' } });
  });
});
