import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmFirstUse, warmFirstUseWhenIdle } from './warm-first-use';

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

const storage = () => ({ getItem: vi.fn((_key: string) => null) }) as unknown as Storage & { getItem: ReturnType<typeof vi.fn> };

describe('warmFirstUseWhenIdle', () => {
  it('makes a currency NumberFormat and touches both storages in an idle callback, not before', () => {
    const idle: (() => void)[] = [];
    const made = recordNumberFormats();
    const [local, session] = [storage(), storage()];
    warmFirstUseWhenIdle({ requestIdleCallback: ((cb: () => void) => (idle.push(cb), 1)) as Window['requestIdleCallback'], localStorage: local, sessionStorage: session });
    expect(made).toEqual([]);
    expect(local.getItem).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle[0]!();
    expect(made).toEqual([[undefined, { style: 'currency', currency: 'USD' }]]);
    expect(local.getItem).toHaveBeenCalledOnce();
    expect(session.getItem).toHaveBeenCalledOnce();
  });

  it('survives blocked storage', () => {
    const idle: (() => void)[] = [];
    const blocked = { getItem: () => { throw new DOMException('denied', 'SecurityError'); } } as unknown as Storage;
    warmFirstUseWhenIdle({ requestIdleCallback: ((cb: () => void) => (idle.push(cb), 1)) as Window['requestIdleCallback'], localStorage: blocked, sessionStorage: blocked });
    expect(() => idle[0]!()).not.toThrow();
  });

  it('does nothing where requestIdleCallback is missing (Safari before 18)', () => {
    const made = recordNumberFormats();
    expect(() => warmFirstUseWhenIdle({})).not.toThrow();
    expect(made).toEqual([]);
  });

  it('warmFirstUse does the same at once (a first page whose answer is already on its way)', () => {
    const made = recordNumberFormats();
    const [local, session] = [storage(), storage()];
    warmFirstUse({ localStorage: local, sessionStorage: session });
    expect(made).toEqual([[undefined, { style: 'currency', currency: 'USD' }]]);
    expect(local.getItem).toHaveBeenCalledOnce();
    expect(session.getItem).toHaveBeenCalledOnce();
  });
});
