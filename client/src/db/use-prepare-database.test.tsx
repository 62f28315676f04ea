import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DatabaseRegistryContext } from './database-context';
import type { DatabaseRegistry } from './database-registry';
import { usePrepareDatabase } from './use-prepare-database';

/** A window that has painted and is loaded; idle callbacks wait until `idle()` runs them. */
function paintedWindow() {
  const idle: (() => void)[] = [];
  const win = {
    document: { readyState: 'complete' },
    performance: { getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? [{}] : []) },
    requestIdleCallback: (task: () => void) => idle.push(task),
    setTimeout: (task: () => void) => idle.push(task),
    addEventListener: () => undefined,
  } as unknown as Window;
  return { win, idle: () => idle.splice(0).forEach((task) => task()) };
}

function Screen({ win }: { win: Window }) {
  usePrepareDatabase(win);
  return null;
}

const withRegistry = (registry: DatabaseRegistry | null, children: ReactNode) => <DatabaseRegistryContext.Provider value={registry}>{children}</DatabaseRegistryContext.Provider>;

describe('usePrepareDatabase (the login screen)', () => {
  it('prepares the database runtime in idle time after the screen is painted, not during its render', () => {
    const prepare = vi.fn();
    const registry = { prepare } as unknown as DatabaseRegistry;
    const { win, idle } = paintedWindow();
    render(withRegistry(registry, <Screen win={win} />));
    expect(prepare).not.toHaveBeenCalled();
    idle();
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('does nothing outside the app (no registry)', () => {
    const { win, idle } = paintedWindow();
    expect(() => {
      render(withRegistry(null, <Screen win={win} />));
      idle();
    }).not.toThrow();
  });
});
