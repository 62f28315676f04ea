import { createMemoryHistory } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OTHER_PAGES_ROUTE_ID, routeExists } from '../lib/navigation/route-exists';
import { createAppRouter } from './router';
import { hasAllRoutes, loadAllRoutes, needsAllRoutes } from './route-trees';
import { createServices } from './services';

// One module state for the file: the generated tree loads once per page, and so once here. The
// tests run in order: the first ones see the starting tree, the later ones the whole one.
function routerAt(path: string) {
  const router = createAppRouter(createServices(window));
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [path] }) });
  return router;
}

const leafRouteId = (router: ReturnType<typeof routerAt>) => router.state.matches.at(-1)?.routeId;

describe('route trees', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts with the first screens only: home and search match, every other address needs the rest', () => {
    const router = routerAt('/');
    expect(hasAllRoutes()).toBe(false);
    for (const path of ['/', '/search/airports/den', '/search/cities/42']) expect(needsAllRoutes(router, path), path).toBe(false);
    for (const path of ['/login', '/listing/abc', '/messages', '/about', '/a/b/c']) expect(needsAllRoutes(router, path), path).toBe(true);
    // The starting tree knows none of the other pages: the stand-in takes their place.
    expect(Object.keys(router.routesById)).not.toContain('/login');
    expect(Object.keys(router.routesById).sort()).toEqual(['/', '/search/airports/$prefix', '/search/cities/$cityId', OTHER_PAGES_ROUTE_ID, '__root__'].sort());
    // Meanwhile links to them stay (the header's Messages, Saved, Contact do not blink in later).
    for (const path of ['/messages', '/saved', '/contact', '/no-such-page']) expect(routeExists(router, path), path).toBe(true);
  });

  it('opens another page before the rest has loaded: the stand-in loads every route, then the page itself matches', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    const router = routerAt('/login');
    await router.load();
    expect(hasAllRoutes()).toBe(true);
    expect(leafRouteId(router)).toBe('/login');
    expect(router.state.location.pathname).toBe('/login');
    expect(Object.keys(router.routesById)).not.toContain(OTHER_PAGES_ROUTE_ID);
    // With every route known, only real pages count.
    for (const path of ['/messages', '/saved', '/contact', '/my-crew']) expect(routeExists(router, path), path).toBe(true);
    expect(routeExists(router, '/no-such-page')).toBe(false);
  }, 30_000);

  it('a router created after the load starts with every route; loading again changes nothing', async () => {
    const router = routerAt('/forgot');
    expect(needsAllRoutes(router, '/forgot')).toBe(false);
    // The first screens keep the ids the starting tree gave them (those of routeTree.gen.ts).
    expect(Object.keys(router.routesById)).toEqual(expect.arrayContaining(['/forgot', '/login', '/', '/search/airports/$prefix', '/search/cities/$cityId', '/_auth/messages']));
    const before = Object.keys(router.routesById).length;
    await loadAllRoutes(router);
    expect(Object.keys(router.routesById)).toHaveLength(before);
    await router.load();
    expect(leafRouteId(router)).toBe('/forgot');
  });
});
