/** Interior colour schemes of the demo photos: walls, floors, textiles and wood. */
export interface RoomPalette {
  wall: string;
  floor: string;
  trim: string;
  /** Blankets, sofa, curtains. */
  accent: string;
  /** Lamp shades, cushions, art. */
  accent2: string;
  rug: string;
  wood: string;
}

export const ROOM_PALETTES: readonly RoomPalette[] = [
  { wall: '#dfe7d9', floor: '#b98b5e', trim: '#f7f5ef', accent: '#3d6b7d', accent2: '#e9b44c', rug: '#c9705a', wood: '#8a5a3b' },
  { wall: '#efe3cf', floor: '#9c6b45', trim: '#fbf8f2', accent: '#2f4858', accent2: '#f6ae2d', rug: '#86bbd8', wood: '#6e4a2f' },
  { wall: '#d8e6f0', floor: '#c7a27a', trim: '#ffffff', accent: '#e07a5f', accent2: '#3d405b', rug: '#81b29a', wood: '#9b6b43' },
  { wall: '#f2dfd7', floor: '#a47551', trim: '#fdf9f6', accent: '#4a6fa5', accent2: '#f4d35e', rug: '#6b9080', wood: '#7a5235' },
  { wall: '#cfd6de', floor: '#7b5b43', trim: '#f4f6f8', accent: '#d1495b', accent2: '#edae49', rug: '#00798c', wood: '#5a3e2b' },
  { wall: '#f4efe6', floor: '#d0b48f', trim: '#ffffff', accent: '#5b8e7d', accent2: '#bc4b51', rug: '#f4a259', wood: '#a67c52' },
];

/** Sky seen through a window or over a house: top and bottom colours. */
export type SkyKind = 'day' | 'dusk' | 'night';

export const SKIES: Record<SkyKind, [number, string][]> = {
  day: [[0, '#6fb1e6'], [1, '#d9ecfb']],
  dusk: [[0, '#6f64a3'], [0.55, '#f29e7b'], [1, '#fbe0b4']],
  night: [[0, '#141e3f'], [1, '#3e4f86']],
};

/** Exterior colour schemes: siding or stucco, roof, trim, door. */
export interface HousePalette {
  body: string;
  roof: string;
  trim: string;
  door: string;
  lawn: string;
}

export const HOUSE_PALETTES: readonly HousePalette[] = [
  { body: '#c8d5e3', roof: '#4a4e5a', trim: '#ffffff', door: '#b23a48', lawn: '#7fb069' },
  { body: '#f1dcb5', roof: '#a5573d', trim: '#fffaf0', door: '#2f5d62', lawn: '#c9b37e' },
  { body: '#e9e4da', roof: '#2d3a3a', trim: '#ffffff', door: '#3b6ea5', lawn: '#6a994e' },
  { body: '#b7c9a8', roof: '#5b4a3f', trim: '#f8f4ea', door: '#e9c46a', lawn: '#8ab17d' },
  { body: '#d9c2d6', roof: '#3d405b', trim: '#ffffff', door: '#2a9d8f', lawn: '#90be6d' },
  { body: '#f4a261', roof: '#6d4c41', trim: '#fff3e0', door: '#264653', lawn: '#b5c99a' },
];
