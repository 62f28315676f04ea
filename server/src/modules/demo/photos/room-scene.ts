import { drawBunkBed, drawDoubleBed, drawSingleBed } from './beds.js';
import { drawDoor, drawFloorLamp, drawNightstandLamp, drawPlant, drawRug, drawShelf, drawSofaAndTable, drawWallArt } from './furniture.js';
import { ROOM_PALETTES, type SkyKind } from './palettes.js';
import { drawShell, drawWindow, type Scene } from './room-shell.js';
import { shade, svgDocument } from './svg-kit.js';

/** The interior layouts: two bunks, one bunk, two singles, a double, a living room. */
export type RoomLayout = 'bunks' | 'bunk' | 'singles' | 'double' | 'living';

export interface RoomSpec {
  layout: RoomLayout;
  /** Index into ROOM_PALETTES. */
  palette: number;
  sky: SkyKind;
  /** Mirror the picture so the same layout also appears the other way round. */
  mirrored: boolean;
  /** Varies the view, the print and the books. */
  seed: number;
}

function furnish(s: Scene, spec: RoomSpec): void {
  const p = s.palette;
  const sky = spec.sky;
  switch (spec.layout) {
    case 'bunks':
      drawWindow(s, { x: 930, y: 120, w: 190, h: 220, sky, curtains: false, seed: spec.seed });
      drawRug(s, 520, 640, 330);
      drawBunkBed(s, 60, 612, 360, [p.accent, p.accent2]);
      drawBunkBed(s, 480, 612, 360, [shade(p.accent, 0.3), p.rug]);
      drawPlant(s, 1040, 640);
      return;
    case 'bunk':
      drawWindow(s, { x: 120, y: 110, w: 300, h: 230, sky, curtains: true, seed: spec.seed });
      drawDoor(s, 980);
      drawRug(s, 620, 640, 300);
      drawNightstandLamp(s, 90, 600);
      drawBunkBed(s, 480, 620, 400, [p.accent, shade(p.accent2, -0.1)]);
      return;
    case 'singles':
      drawWindow(s, { x: 460, y: 110, w: 280, h: 220, sky, curtains: true, seed: spec.seed });
      drawWallArt(s, 150, 150, 200, 150, spec.seed);
      drawShelf(s, 850, 260, 240, spec.seed);
      drawRug(s, 600, 650, 360);
      drawSingleBed(s, 70, 630, 390, p.accent);
      drawNightstandLamp(s, 550, 600);
      drawSingleBed(s, 740, 630, 390, shade(p.accent, 0.2));
      return;
    case 'double':
      drawWindow(s, { x: 60, y: 120, w: 190, h: 220, sky, curtains: false, seed: spec.seed });
      drawWallArt(s, 490, 120, 220, 140, spec.seed);
      drawDoor(s, 990);
      drawNightstandLamp(s, 250, 560);
      drawNightstandLamp(s, 850, 560);
      drawDoubleBed(s, 600, 400, p.accent);
      return;
    case 'living':
      drawWindow(s, { x: 80, y: 110, w: 300, h: 230, sky, curtains: true, seed: spec.seed });
      drawShelf(s, 800, 230, 300, spec.seed);
      drawWallArt(s, 520, 150, 180, 130, spec.seed + 7);
      drawRug(s, 600, 640, 420);
      drawFloorLamp(s, 1090, 640);
      drawSofaAndTable(s, 640);
      drawPlant(s, 200, 650);
      return;
  }
}

/** The SVG of one interior photo. */
export function roomSvg(spec: RoomSpec): string {
  const scene: Scene = { defs: [], body: [], palette: ROOM_PALETTES[spec.palette % ROOM_PALETTES.length]! };
  drawShell(scene);
  furnish(scene, spec);
  const body = spec.mirrored ? [`<g transform="translate(1200 0) scale(-1 1)">${scene.body.join('')}</g>`] : scene.body;
  return svgDocument(scene.defs, body);
}
