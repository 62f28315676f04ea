import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OfflineError } from '../lib/api-client/api-error';
import { RouteError, withConnectivityFallback } from './route-error';

// The router reports every route error in development; the assertions below are what matters.
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A one-page app whose page loader fails with `failures` in turn, then answers. */
function appWith(failures: unknown[], errorComponent?: typeof RouteError) {
  const loader = vi.fn(async () => {
    const next = failures.shift();
    if (next !== undefined) throw next;
    return 'loaded';
  });
  const root = createRootRoute({
    component: () => (
      <>
        <header>shell header</header>
        <Outlet />
      </>
    ),
  });
  const page = createRoute({ getParentRoute: () => root, path: '/page', loader, component: () => <p>page content</p>, ...(errorComponent ? { errorComponent } : {}) });
  const router = createRouter({ routeTree: root.addChildren([page]), history: createMemoryHistory({ initialEntries: ['/page'] }), defaultErrorComponent: RouteError });
  render(<RouterProvider router={router} />);
  return { loader };
}

describe('route errors', () => {
  it('an uncached page chunk shows "needs a connection" inside the shell and recovers on the online event', async () => {
    const { loader } = appWith([new TypeError('Failed to fetch dynamically imported module: /assets/why-AbCd1234.js')]);
    expect(await screen.findByRole('heading', { name: 'ui.needs_connection.title' })).toBeTruthy();
    expect(screen.getByText('shell header')).toBeTruthy();
    expect(screen.queryByText('ui.fatal.title')).toBeNull();
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('page content')).toBeTruthy();
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('a real bug shows the fatal view, still inside the shell, and does not retry by itself', async () => {
    const { loader } = appWith([new TypeError("Cannot read properties of undefined (reading 'title')")]);
    expect(await screen.findByRole('heading', { name: 'ui.fatal.title' })).toBeTruthy();
    expect(screen.getByText('shell header')).toBeTruthy();
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it("a route's own error view still gets real errors; connectivity ones get the shared state", async () => {
    const Own = withConnectivityFallback(({ error }: { error: unknown; reset: () => void }) => <h1>own view: {String((error as Error).message)}</h1>);
    appWith([new OfflineError()], Own);
    expect(await screen.findByRole('heading', { name: 'ui.needs_connection.title' })).toBeTruthy();
    cleanup();
    appWith([new Error('unknown listing')], Own);
    expect(await screen.findByRole('heading', { name: 'own view: unknown listing' })).toBeTruthy();
  });
});
