import type { AppConfig, FeedItem, FeedType } from '@crashpad/sync';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../lib/api-client/api-client';
import { ApiContext } from '../../lib/api-client/api-context';
import { DEFAULT_CONFIG, type ConfigStore } from '../../lib/config/config-store';
import { ConfigContext } from '../../lib/config/use-config';
import { NearbyFeeds } from './components/nearby-feeds';
import { feedsToShow, LISTING_FEED_MAX, SEARCH_FEED_MAX, sectionItems } from './model/home-sections';

afterEach(cleanup);

describe('feed capping and visibility', () => {
  it('caps the search page at 3 and the listing page at 4, and leaves empty feeds out', () => {
    const eight = [1, 2, 3, 4, 5, 6, 7, 8];
    expect(SEARCH_FEED_MAX).toBe(3);
    expect(LISTING_FEED_MAX).toBe(4);
    expect(sectionItems(eight, SEARCH_FEED_MAX)).toEqual([1, 2, 3]);
    expect(sectionItems(eight, LISTING_FEED_MAX)).toEqual([1, 2, 3, 4]);
    expect(sectionItems([1, 2], SEARCH_FEED_MAX)).toEqual([1, 2]);
    expect(sectionItems([], SEARCH_FEED_MAX)).toBeNull();
  });

  it('shows only the feeds whose flag is on, in the order the page asks for', () => {
    expect(feedsToShow(['special_offers', 'events'], { events: true, special_offers: true })).toEqual(['special_offers', 'events']);
    expect(feedsToShow(['events', 'special_offers'], { events: false, special_offers: true })).toEqual(['special_offers']);
    expect(feedsToShow(['events', 'special_offers'], { events: false, special_offers: false })).toEqual([]);
  });
});

const item = (type: FeedType, n: number): FeedItem => ({
  id: `${type}-${n}`,
  type,
  title: `${type} ${n}`,
  image: null,
  starts_at: null,
  ends_at: null,
  business_name: null,
  price_range: null,
  rating: null,
  distance_km: null,
  lat: null,
  lng: null,
});

function configStore(flags: Partial<AppConfig['flags']>): ConfigStore {
  const config: AppConfig = { ...DEFAULT_CONFIG, flags: { ...DEFAULT_CONFIG.flags, ...flags } };
  return { getSnapshot: () => config, subscribe: () => () => undefined, load: async () => config };
}

/** Renders the sections with a fake feed proxy: `answers` per type, a rejected promise for a failing feed. */
function renderFeeds(flags: Partial<AppConfig['flags']>, answers: Record<FeedType, () => Promise<{ items: FeedItem[] }>>, max: number) {
  const get = vi.fn((path: string) => answers[path.replace('/feeds/', '') as FeedType]());
  const api = { get } as unknown as ApiClient;
  const root = createRootRoute({
    component: () => (
      <ConfigContext.Provider value={configStore(flags)}>
        <ApiContext.Provider value={api}>
          <NearbyFeeds near={{ lat: 39.86, lng: -104.67, city: 'Denver' }} max={max} order={['events', 'special_offers']} />
        </ApiContext.Provider>
      </ConfigContext.Provider>
    ),
  });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(<RouterProvider router={router} />);
  return get;
}

const many = (type: FeedType) => async () => ({ items: Array.from({ length: 8 }, (_, i) => item(type, i + 1)) });

describe('NearbyFeeds', () => {
  it('shows at most `max` items per feed around the place, each with More to /airports', async () => {
    const get = renderFeeds({ events: true, special_offers: true }, { events: many('events'), special_offers: many('special_offers') }, SEARCH_FEED_MAX);
    const events = await screen.findByRole('region', { name: 'home.feeds.nearby.events' });
    const offers = await screen.findByRole('region', { name: 'home.feeds.nearby.special_offers' });
    for (const section of [events, offers]) {
      expect(section.querySelectorAll('article')).toHaveLength(3);
      expect(section.querySelector('a')?.getAttribute('href')).toBe('/airports');
    }
    expect(get).toHaveBeenCalledWith('/feeds/events', expect.objectContaining({ query: expect.objectContaining({ lat: 39.86, lng: -104.67, city: 'Denver', limit: 3 }) }));
  });

  it('leaves out a feed whose flag is off or whose proxy fails, without asking for a switched-off one', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const get = renderFeeds(
      { events: false, special_offers: true },
      { events: many('events'), special_offers: () => Promise.reject(new Error('feed_unavailable')) },
      LISTING_FEED_MAX,
    );
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith('/feeds/special_offers', expect.anything());
    expect(screen.queryByRole('region')).toBeNull();
    warn.mockRestore();
  });

  it('shows the listing page sections with four items each', async () => {
    renderFeeds({ events: true, special_offers: false }, { events: many('events'), special_offers: many('special_offers') }, LISTING_FEED_MAX);
    const events = await screen.findByRole('region', { name: 'home.feeds.nearby.events' });
    expect(events.querySelectorAll('article')).toHaveLength(4);
    expect(screen.queryByRole('region', { name: 'home.feeds.nearby.special_offers' })).toBeNull();
  });
});
