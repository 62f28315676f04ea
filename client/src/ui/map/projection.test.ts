import { describe, expect, it } from 'vitest';
import { offsetFromCentre, pointAtOffset } from './projection';

describe('map projection', () => {
  it('puts the centre at no offset', () => {
    expect(offsetFromCentre({ lat: 39.8, lng: -98.6 }, { lat: 39.8, lng: -98.6 }, 9)).toEqual({ dx: 0, dy: 0 });
  });

  it('puts east to the right and north upwards', () => {
    const centre = { lat: 40, lng: -100 };
    const east = offsetFromCentre({ lat: 40, lng: -99 }, centre, 5);
    const north = offsetFromCentre({ lat: 41, lng: -100 }, centre, 5);
    expect(east.dx).toBeGreaterThan(0);
    expect(east.dy).toBeCloseTo(0);
    expect(north.dy).toBeLessThan(0);
  });

  it('doubles distances with each zoom level', () => {
    const centre = { lat: 33.64, lng: -84.43 };
    const p = { lat: 33.9, lng: -84.1 };
    const a = offsetFromCentre(p, centre, 8);
    const b = offsetFromCentre(p, centre, 9);
    expect(b.dx).toBeCloseTo(a.dx * 2, 6);
    expect(b.dy).toBeCloseTo(a.dy * 2, 6);
  });

  it('a whole world is 256 px wide at zoom 0', () => {
    expect(offsetFromCentre({ lat: 0, lng: 90 }, { lat: 0, lng: 0 }, 0).dx).toBeCloseTo(64);
  });

  it('inverts: the point at an offset projects back to that offset', () => {
    const centre = { lat: 39.86, lng: -104.67 };
    const p = pointAtOffset(120, -45, centre, 9);
    const back = offsetFromCentre(p, centre, 9);
    expect(back.dx).toBeCloseTo(120, 0);
    expect(back.dy).toBeCloseTo(-45, 0);
  });

  it('keeps picked points inside valid coordinates', () => {
    const p = pointAtOffset(10_000, -10_000, { lat: 80, lng: 179 }, 3);
    expect(p.lat).toBeLessThanOrEqual(85.051128);
    expect(p.lng).toBeGreaterThanOrEqual(-180);
    expect(p.lng).toBeLessThan(180);
  });
});
