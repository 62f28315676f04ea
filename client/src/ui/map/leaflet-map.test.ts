import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTiledMap, type TiledMapOptions } from './leaflet-map';

afterEach(() => {
  document.body.innerHTML = '';
});

function options(): TiledMapOptions {
  return {
    center: { lat: 39.86, lng: -104.67 },
    zoom: 9,
    tilesUrl: 'https://tiles.test/{z}/{x}/{y}.png',
    attribution: 'Tiles <test> & co',
    markerClassName: 'marker',
    fallbackMarkerLabel: 'Marker',
    onTileState: vi.fn(),
  };
}

function host(): HTMLElement {
  const el = document.createElement('div');
  document.body.append(el);
  return el;
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createTiledMap', () => {
  it('builds the map at once and adds its tile layer in a later task (two shorter tasks, issue 11)', async () => {
    const el = host();
    const map = createTiledMap(el, options());
    expect(el.classList.contains('leaflet-container')).toBe(true);
    expect(map.getCentre()).toEqual({ lat: 39.86, lng: -104.67 });
    expect(el.querySelector('.leaflet-tile-pane')!.children).toHaveLength(0);
    await nextTask();
    expect(el.querySelector('.leaflet-tile-pane .leaflet-layer')).not.toBeNull();
    // The configured attribution is text, never markup.
    expect(el.querySelector('.leaflet-control-attribution')!.textContent).toContain('Tiles <test> & co');
    map.destroy();
  });

  it('a map removed before its tiles were added stays removed (no tile layer on a removed map)', async () => {
    const el = host();
    const map = createTiledMap(el, options());
    map.destroy();
    await nextTask();
    expect(el.querySelector('.leaflet-tile-pane')).toBeNull();
    expect(el.querySelector('.leaflet-layer')).toBeNull();
  });
});
