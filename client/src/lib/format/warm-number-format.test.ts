import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmNumberFormatWhenIdle } from './warm-number-format';

afterEach(() => vi.restoreAllMocks());

/** Records the arguments of every Intl.NumberFormat made, and makes a real one. */
function recordNumberFormats(): unknown[][] {
  const made: unknown[][] = [];
  const Real = Intl.NumberFormat;
  vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (...args: ConstructorParameters<typeof Intl.NumberFormat>) {
    made.push(args);
    return new Real(...args);
  } as never);
  return made;
}

describe('warmNumberFormatWhenIdle', () => {
  it('makes a currency NumberFormat in an idle callback, not before', () => {
    const idle: (() => void)[] = [];
    const made = recordNumberFormats();
    warmNumberFormatWhenIdle({ requestIdleCallback: ((cb: () => void) => (idle.push(cb), 1)) as Window['requestIdleCallback'] });
    expect(made).toEqual([]);
    expect(idle).toHaveLength(1);
    idle[0]!();
    expect(made).toEqual([[undefined, { style: 'currency', currency: 'USD' }]]);
  });

  it('does nothing where requestIdleCallback is missing (Safari before 18)', () => {
    const made = recordNumberFormats();
    expect(() => warmNumberFormatWhenIdle({})).not.toThrow();
    expect(made).toEqual([]);
  });
});
