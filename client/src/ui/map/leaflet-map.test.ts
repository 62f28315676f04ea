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
    zoomInLabel: 'Vergrößern',
    zoomOutLabel: 'Verkleinern',
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

  it('has the controls and handlers a map needs from the Leaflet subset (leaflet-subset.ts): zoom buttons, dragging, pinch and keyboard', () => {
    const el = host();
    const map = createTiledMap(el, options());
    // Named in the UI language (the options), not with Leaflet's English titles.
    for (const [selector, name] of [['a.leaflet-control-zoom-in', 'Vergrößern'], ['a.leaflet-control-zoom-out', 'Verkleinern']]) {
      const button = el.querySelector(selector!)!;
      expect(button.getAttribute('title')).toBe(name);
      expect(button.getAttribute('aria-label')).toBe(name);
    }
    expect(el.querySelectorAll('.leaflet-control-zoom')).toHaveLength(1);
    expect(el.classList.contains('leaflet-grab')).toBe(true);
    expect(el.classList.contains('leaflet-touch-zoom')).toBe(true);
    expect(el.tabIndex).toBe(0);
    map.setMarkers([{ id: 'a', lat: 39.86, lng: -104.67, label: 'Denver pad', href: '/listing/a' }, { id: 'b', lat: 39.9, lng: -104.6 }], 'Marker');
    const icons = el.querySelectorAll('.leaflet-marker-pane > div');
    expect(icons).toHaveLength(2);
    expect(icons[0]!.querySelector('a')!.getAttribute('href')).toBe('/listing/a');
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
