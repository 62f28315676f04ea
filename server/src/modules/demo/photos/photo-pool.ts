import sharp from 'sharp';
import { houseSvg, type HouseSpec } from './house-scene.js';
import { roomSvg, type RoomSpec } from './room-scene.js';

/** What a pool photo shows, so listings can pick pictures that match their rooms. */
export type PhotoKind = 'exterior' | 'bunk-room' | 'bed-room' | 'living';

export type PhotoSpec = { kind: 'exterior'; house: HouseSpec } | { kind: Exclude<PhotoKind, 'exterior'>; room: RoomSpec };

const room = (kind: Exclude<PhotoKind, 'exterior'>, r: RoomSpec): PhotoSpec => ({ kind, room: r });
const house = (h: HouseSpec): PhotoSpec => ({ kind: 'exterior', house: h });

/**
 * The twenty-one distinct demo photos: nine house fronts (enough that the featured and boosted
 * demo listings, which sit side by side on the home page, get different thumbnails), six bunk
 * rooms, four bedrooms with singles or a double, two living rooms. Palettes, skies and mirroring
 * differ so neighbouring listings do not look alike.
 */
export const PHOTO_SPECS: readonly PhotoSpec[] = [
  house({ palette: 0, sky: 'day', roof: 'gable', storeys: 2, garage: false, trees: 'leafy', seed: 11 }),
  house({ palette: 1, sky: 'day', roof: 'flat', storeys: 1, garage: true, trees: 'palm', seed: 12 }),
  house({ palette: 2, sky: 'dusk', roof: 'hip', storeys: 1, garage: true, trees: 'pine', seed: 13 }),
  house({ palette: 3, sky: 'day', roof: 'gable', storeys: 1, garage: false, trees: 'leafy', seed: 14 }),
  house({ palette: 4, sky: 'dusk', roof: 'gable', storeys: 2, garage: true, trees: 'pine', seed: 15 }),
  house({ palette: 5, sky: 'day', roof: 'flat', storeys: 2, garage: false, trees: 'palm', seed: 16 }),
  house({ palette: 2, sky: 'day', roof: 'hip', storeys: 2, garage: false, trees: 'leafy', seed: 17 }),
  house({ palette: 0, sky: 'dusk', roof: 'flat', storeys: 1, garage: true, trees: 'palm', seed: 18 }),
  house({ palette: 1, sky: 'day', roof: 'gable', storeys: 2, garage: true, trees: 'pine', seed: 19 }),
  room('bunk-room', { layout: 'bunks', palette: 0, sky: 'day', mirrored: false, seed: 21 }),
  room('bunk-room', { layout: 'bunks', palette: 3, sky: 'dusk', mirrored: true, seed: 22 }),
  room('bunk-room', { layout: 'bunk', palette: 1, sky: 'day', mirrored: false, seed: 23 }),
  room('bunk-room', { layout: 'bunk', palette: 4, sky: 'night', mirrored: true, seed: 24 }),
  room('bunk-room', { layout: 'bunks', palette: 5, sky: 'day', mirrored: false, seed: 25 }),
  room('bunk-room', { layout: 'bunk', palette: 2, sky: 'dusk', mirrored: false, seed: 26 }),
  room('bed-room', { layout: 'singles', palette: 2, sky: 'day', mirrored: false, seed: 31 }),
  room('bed-room', { layout: 'singles', palette: 5, sky: 'night', mirrored: true, seed: 32 }),
  room('bed-room', { layout: 'double', palette: 1, sky: 'day', mirrored: false, seed: 33 }),
  room('bed-room', { layout: 'double', palette: 3, sky: 'dusk', mirrored: true, seed: 34 }),
  room('living', { layout: 'living', palette: 4, sky: 'day', mirrored: false, seed: 41 }),
  room('living', { layout: 'living', palette: 0, sky: 'dusk', mirrored: true, seed: 42 }),
];

/** The SVG source of a pool photo. */
export function photoSvg(spec: PhotoSpec): string {
  return spec.kind === 'exterior' ? houseSvg(spec.house) : roomSvg(spec.room);
}

/**
 * Rasterises a pool photo to a JPEG, like a phone camera would hand one to the uploader.
 * Quality is high because the upload path re-encodes it to WebP anyway.
 */
export function renderPhoto(spec: PhotoSpec): Promise<Buffer> {
  return sharp(Buffer.from(photoSvg(spec))).jpeg({ quality: 92 }).toBuffer();
}
