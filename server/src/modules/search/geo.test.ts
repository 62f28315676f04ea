import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundingBox, destinationPoint, haversineMiles } from './geo.js';

const DEN = { lat: 39.8617, lng: -104.673 };
const inBox = (box: ReturnType<typeof boundingBox>, p: { lat: number; lng: number }) =>
  p.lat >= box.minLat && p.lat <= box.maxLat && box.lngRanges.some(([w, e]) => p.lng >= w && p.lng <= e);

describe('geo', () => {
  it('measures known distances', () => {
    // Denver International to Chicago O'Hare is about 888 statute miles.
    expect(haversineMiles(DEN, { lat: 41.9786, lng: -87.9048 })).toBeCloseTo(888, -1);
    expect(haversineMiles(DEN, DEN)).toBe(0);
  });

  it('puts a destination point at the asked distance', () => {
    for (const bearing of [0, 45, 90, 180, 270]) expect(haversineMiles(DEN, destinationPoint(DEN, 49, bearing))).toBeCloseTo(49, 6);
  });

  it('never leaves out a point within the radius, even across the antimeridian and near the poles', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -89.5, max: 89.5, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.double({ min: 0, max: 360, noNaN: true }),
        fc.double({ min: 0, max: 50, noNaN: true }),
        (lat, lng, bearing, miles) => {
          const p = destinationPoint({ lat, lng }, miles, bearing);
          expect(inBox(boundingBox({ lat, lng }, 50), p)).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
