import { describe, expect, it, vi } from 'vitest';
import { preloadFirstPage } from './preload-first-page';
import type { AppRouter } from './router';

describe('preloadFirstPage', () => {
  it("loads the chunks of every route matching the address, and a failing chunk is left to the router", async () => {
    const routes = [{ id: '__root__' }, { id: '/search/airports/$prefix' }];
    const failed = Promise.reject(new Error('Failed to fetch dynamically imported module'));
    const router = {
      getMatchedRoutes: vi.fn(() => [routes, {}, routes[1]]),
      loadRouteChunk: vi.fn((route: { id: string }) => (route.id === '__root__' ? undefined : failed)),
    };
    preloadFirstPage(router as unknown as AppRouter, '/search/airports/den', true);
    expect(router.getMatchedRoutes).toHaveBeenCalledWith('/search/airports/den');
    expect(router.loadRouteChunk.mock.calls.map(([route]) => route)).toEqual(routes);
    // No unhandled rejection: the router loads the chunk again and shows the route's error view.
    await expect(failed).rejects.toThrow();
  });

  it('does nothing offline (the router loads the chunks itself and shows the route error)', () => {
    const router = { getMatchedRoutes: vi.fn(() => [[], {}, undefined]), loadRouteChunk: vi.fn() };
    preloadFirstPage(router as unknown as AppRouter, '/why', false);
    expect(router.getMatchedRoutes).not.toHaveBeenCalled();
    expect(router.loadRouteChunk).not.toHaveBeenCalled();
  });
});
