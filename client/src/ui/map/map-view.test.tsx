import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG, type ConfigStore } from '../../lib/config/config-store';
import { ConfigContext } from '../../lib/config/use-config';
import { MapView } from './map-view';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const configStore: ConfigStore = { getSnapshot: () => DEFAULT_CONFIG, subscribe: () => () => {}, load: async () => DEFAULT_CONFIG };

function renderOffline(ui: React.ReactElement) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  return render(<ConfigContext.Provider value={configStore}>{ui}</ConfigContext.Provider>);
}

function renderOnline(ui: React.ReactElement) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  return render(<ConfigContext.Provider value={configStore}>{ui}</ConfigContext.Provider>);
}

describe('MapView offline (DECISIONS #12)', () => {
  const markers = [
    { id: 'a', lat: 39.86, lng: -104.67, label: 'Denver pad', href: '/listing/a' },
    { id: 'b', lat: 39.9, lng: -104.6 },
  ];

  it('says the map is unavailable offline and still shows the markers', () => {
    renderOffline(<MapView center={{ lat: 39.86, lng: -104.67 }} zoom={9} markers={markers} />);
    expect(screen.getByRole('status').textContent).toBe('map.unavailable_offline');
    const link = screen.getByRole('link', { name: 'Denver pad' });
    expect(link.getAttribute('href')).toBe('/listing/a');
    expect(screen.getByRole('img', { name: 'map.marker' })).toBeTruthy();
  });

  it('places the marker at the centre in the middle and others offset by the projection', () => {
    renderOffline(<MapView center={{ lat: 39.86, lng: -104.67 }} zoom={9} markers={markers} />);
    const centreSpot = screen.getByRole('link', { name: 'Denver pad' }).parentElement!;
    expect(centreSpot.style.left).toBe('calc(50% + 0px)');
    const other = screen.getByRole('img', { name: 'map.marker' }).parentElement!;
    expect(other.style.left).not.toBe('calc(50% + 0px)');
  });

  it('lets a keyboard user pick the map centre', () => {
    const onPick = vi.fn();
    renderOffline(<MapView center={{ lat: 40.1, lng: -75.2 }} zoom={9} onPick={onPick} />);
    const button = screen.getByRole('button', { name: 'map.use_centre' });
    fireEvent.click(button);
    expect(onPick).toHaveBeenCalledWith({ lat: 40.1, lng: -75.2 });
  });

  it('offers no picking when the map is only for display', () => {
    renderOffline(<MapView center={{ lat: 40.1, lng: -75.2 }} zoom={9} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('MapView online', () => {
  it('does not start loading Leaflet while the page holds the tiles (search results still on their way)', () => {
    const { rerender } = renderOnline(<MapView center={{ lat: 39.86, lng: -104.67 }} zoom={9} holdTiles />);
    expect(screen.queryByText('map.loading')).toBeNull();
    rerender(
      <ConfigContext.Provider value={configStore}>
        <MapView center={{ lat: 39.86, lng: -104.67 }} zoom={9} />
      </ConfigContext.Provider>,
    );
    expect(screen.getByText('map.loading')).toBeTruthy();
  });
});
