import type { ListingSearchOutput } from '@crashpad/sync';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseSearchParams } from '../features/search/model/search-params';
import type { ApiClient } from '../lib/api-client/api-client';
import { routeTree } from '../routeTree.gen';
import type { RouterContext } from './router-context';

afterEach(cleanup);

// The early answer is page-load state: each test is a fresh page load of these modules.
let startFirstPageData: typeof import('./first-page-data').startFirstPageData;
let useListingSearch: typeof import('../features/search/data/use-listing-search').useListingSearch;
let ApiContext: typeof import('../lib/api-client/api-context').ApiContext;
beforeEach(async () => {
  vi.resetModules();
  ({ startFirstPageData } = await import('./first-page-data'));
  ({ useListingSearch } = await import('../features/search/data/use-listing-search'));
  ({ ApiContext } = await import('../lib/api-client/api-context'));
});

const answer = (name: string) => ({ data: [], total: 0, centre: { name } }) as unknown as ListingSearchOutput;

/** An api whose answers the test releases; every call is recorded. */
function fakeApi() {
  const calls: { path: string; query: unknown; release: (value: ListingSearchOutput) => void }[] = [];
  const get = vi.fn(
    (path: string, options: { query?: unknown }) =>
      new Promise<ListingSearchOutput>((resolve) => {
        calls.push({ path, query: options.query, release: resolve });
      }),
  );
  return { api: { get } as unknown as ApiClient, calls };
}

// Matching reads no context: the services are not needed to tell which page an address is.
const routerAt = (address: string) => createRouter({ routeTree, context: {} as RouterContext, history: createMemoryHistory({ initialEntries: [address] }) });

function renderSearch(api: ApiClient, prefix: string, raw: Record<string, unknown>) {
  const wrapper = ({ children }: { children: ReactNode }) => <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
  return renderHook(() => useListingSearch({ kind: 'airport', prefix }, parseSearchParams(raw)), { wrapper });
}

describe('the first page\'s data, asked for at boot', () => {
  it('a search address asks for its first page at once, and the page takes that answer instead of asking again', async () => {
    const { api, calls } = fakeApi();
    startFirstPageData(routerAt('/search/airports/den?sort=price&dir=asc'), api);
    expect(calls.map((c) => c.path)).toEqual(['/airports/DEN/listings']);
    expect(calls[0]!.query).toMatchObject({ sort: 'price', dir: 'asc', page: 1 });

    const { result } = renderSearch(api, 'den', { sort: 'price', dir: 'asc' });
    expect(result.current.status).toBe('loading');
    calls[0]!.release(answer('Denver'));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.first?.centre.name).toBe('Denver');
    expect(calls).toHaveLength(1);
  });

  it('a city search is asked for by its id; other pages ask for nothing', () => {
    const { api, calls } = fakeApi();
    startFirstPageData(routerAt('/search/cities/US-Denver'), api);
    expect(calls.map((c) => [c.path, (c.query as { city?: string }).city])).toEqual([['/listings', 'US-Denver']]);
    for (const address of ['/', '/airports', '/listing/abc', '/search/airports']) startFirstPageData(routerAt(address), api);
    expect(calls).toHaveLength(1);
  });

  it('a page showing another search, or the same one again later, asks for its own answer', async () => {
    const { api, calls } = fakeApi();
    startFirstPageData(routerAt('/search/airports/den'), api);
    const other = renderSearch(api, 'den', { sort: 'price', dir: 'asc' });
    expect(calls).toHaveLength(2);
    calls[1]!.release(answer('Denver by price'));
    await waitFor(() => expect(other.result.current.first?.centre.name).toBe('Denver by price'));

    const first = renderSearch(api, 'den', {});
    expect(calls).toHaveLength(2);
    calls[0]!.release(answer('Denver'));
    await waitFor(() => expect(first.result.current.first?.centre.name).toBe('Denver'));
    // Taken once: the next time the same search renders, it asks the server again.
    await new Promise((r) => setTimeout(r, 0));
    renderSearch(api, 'den', {});
    expect(calls).toHaveLength(3);
  });

  it('once the page has asked for itself (the boot code came late), nothing is asked twice', () => {
    const { api, calls } = fakeApi();
    renderSearch(api, 'den', {});
    startFirstPageData(routerAt('/search/airports/den'), api);
    expect(calls).toHaveLength(1);
  });
});
