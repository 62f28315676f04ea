import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseSearchParams } from '../features/search/model/search-params';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// The early answer is page-load state: each test is a fresh page load of these modules.
let startFirstPageData: typeof import('./first-page-data').startFirstPageData;
let useListingSearch: typeof import('../features/search/data/use-listing-search').useListingSearch;
let ApiContext: typeof import('../lib/api-client/api-context').ApiContext;
let createApiClient: typeof import('../lib/api-client/api-client').createApiClient;
let createApiEvents: typeof import('../lib/api-client/api-events').createApiEvents;
beforeEach(async () => {
  vi.resetModules();
  ({ startFirstPageData } = await import('./first-page-data'));
  ({ useListingSearch } = await import('../features/search/data/use-listing-search'));
  ({ ApiContext } = await import('../lib/api-client/api-context'));
  ({ createApiClient } = await import('../lib/api-client/api-client'));
  ({ createApiEvents } = await import('../lib/api-client/api-events'));
});

/** A search answer the schema accepts, told apart by the centre's name. */
const answer = (name: string) =>
  new Response(
    JSON.stringify({
      centre: { kind: 'airport', id: 'DEN', prefix: 'DEN', name, city: 'Denver', country_code: 'US', lat: 39.86, lng: -104.67, radius_miles: 50 },
      total: 0,
      page: 1,
      limit: 20,
      average_price: { low: null, high: null },
      data: [],
    }),
    { status: 200, headers: { 'Content-Type': 'application/json' } },
  );

/** A fetch whose answers the test releases; every call is recorded. */
function fakeFetch() {
  const calls: { url: string; headers: Record<string, string>; release: (response: Response) => void; fail: (error: Error) => void }[] = [];
  const fetch = vi.fn(
    (url: string, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        calls.push({ url, headers: { ...(init?.headers as Record<string, string>) }, release: resolve, fail: reject });
      }),
  );
  return { fetch, calls };
}

/** The entry's fetch and the app's API client (with a fetch of its own), apart, as in the app. */
function pageLoad(address: string) {
  const entry = fakeFetch();
  const [pathname, search = ''] = address.split('?');
  startFirstPageData({ pathname: pathname!, search: search ? `?${search}` : '' }, true, entry.fetch as typeof fetch);
  const app = fakeFetch();
  const api = createApiClient({ getToken: () => 'a-session-token', getLocale: () => 'en', events: createApiEvents(), fetch: app.fetch as typeof fetch, isOnline: () => true });
  return { entry: entry.calls, entryFetch: entry.fetch as typeof fetch, app: app.calls, api };
}

function renderSearch(api: ReturnType<typeof createApiClient>, prefix: string, raw: Record<string, unknown>) {
  const wrapper = ({ children }: { children: ReactNode }) => <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
  return renderHook(() => useListingSearch({ kind: 'airport', prefix }, parseSearchParams(raw)), { wrapper });
}

describe("the first page's data, asked for by the entry", () => {
  it('a search address asks for its first page at once, and the page takes that answer instead of asking again', async () => {
    const { entry, app, api } = pageLoad('/search/airports/den?sort=price&dir=asc');
    expect(entry.map((c) => c.url)).toEqual(['/api/airports/DEN/listings?sort=price&dir=asc&occupied=show&gender=all&page=1&limit=20']);
    // Public data: asked without the session, in the stored language (none: the default).
    expect(entry[0]!.headers).toEqual({ Accept: 'application/json', 'X-Locale': 'en' });

    const { result } = renderSearch(api, 'den', { sort: 'price', dir: 'asc' });
    expect(result.current.status).toBe('loading');
    entry[0]!.release(answer('Denver International Airport'));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.first?.centre.name).toBe('Denver International Airport');
    expect(app).toHaveLength(0);
  });

  it('a city search is asked for by its id, in the stored language; other addresses ask for nothing', () => {
    localStorage.setItem('language', JSON.stringify({ value: 'de', expires: Date.now() + 60_000 }));
    const { entry, entryFetch } = pageLoad('/search/cities/US-Denver');
    expect(entry.map((c) => c.url)).toEqual(['/api/listings?occupied=show&gender=all&page=1&limit=20&city=US-Denver']);
    expect(entry[0]!.headers['X-Locale']).toBe('de');
    for (const address of ['/', '/airports', '/listing/abc', '/search/airports', '/search/airports/den/map', '/search/airports/%E0%A4%A']) {
      expect(startFirstPageData({ pathname: address, search: '' }, true, entryFetch)).toBe(false);
    }
    // It says when it asked (the entry then prepares the answer's render: main.tsx).
    expect(startFirstPageData({ pathname: '/search/airports/sfo', search: '' }, true, entryFetch)).toBe(true);
    expect(entry).toHaveLength(2);
  });

  it('offline, nothing is asked for', () => {
    const entry = fakeFetch();
    expect(startFirstPageData({ pathname: '/search/airports/den', search: '' }, false, entry.fetch as typeof fetch)).toBe(false);
    expect(entry.calls).toHaveLength(0);
  });

  it('a page showing another search, or the same one again later, asks for its own answer', async () => {
    const { entry, app, api } = pageLoad('/search/airports/den');
    const other = renderSearch(api, 'den', { sort: 'price', dir: 'asc' });
    await waitFor(() => expect(app).toHaveLength(1));
    expect(app[0]!.headers.Authorization).toBe('Bearer a-session-token');
    app[0]!.release(answer('Denver by price'));
    await waitFor(() => expect(other.result.current.first?.centre.name).toBe('Denver by price'));

    const first = renderSearch(api, 'den', {});
    entry[0]!.release(answer('Denver'));
    await waitFor(() => expect(first.result.current.first?.centre.name).toBe('Denver'));
    expect(app).toHaveLength(1);
    // Taken once: the next time the same search renders, it asks the server again.
    await new Promise((r) => setTimeout(r, 0));
    renderSearch(api, 'den', {});
    await waitFor(() => expect(app).toHaveLength(2));
  });

  it('an early request that fails reaches the page as the failure it is (offline), and a retry asks again', async () => {
    const { entry, app, api } = pageLoad('/search/airports/den');
    const { result } = renderSearch(api, 'den', {});
    entry[0]!.fail(new TypeError('Failed to fetch'));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect((result.current.error as Error).name).toBe('OfflineError');
    result.current.retry();
    await waitFor(() => expect(app).toHaveLength(1));
  });
});
