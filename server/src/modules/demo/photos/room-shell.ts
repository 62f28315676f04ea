import type { RoomPalette, SkyKind } from './palettes.js';
import { SKIES } from './palettes.js';
import { PHOTO_HEIGHT, PHOTO_WIDTH, glowGradient, seededRandom, shade, verticalGradient } from './svg-kit.js';

/** Where the back wall meets the floor. */
export const FLOOR_Y = 470;

/** SVG being assembled: gradient/clip definitions and drawn shapes, in paint order. */
export interface Scene {
  defs: string[];
  body: string[];
  palette: RoomPalette;
}

/** Wall, baseboard and a plank floor whose seams run towards one vanishing point. */
export function drawShell(s: Scene): void {
  const p = s.palette;
  s.defs.push(verticalGradient('wall', [[0, shade(p.wall, 0.15)], [1, shade(p.wall, -0.06)]]));
  s.defs.push(verticalGradient('floor', [[0, shade(p.floor, -0.18)], [0.35, p.floor], [1, shade(p.floor, 0.08)]]));
  s.body.push(`<rect width="${PHOTO_WIDTH}" height="${FLOOR_Y}" fill="url(#wall)"/>`);
  s.body.push(`<rect y="${FLOOR_Y}" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT - FLOOR_Y}" fill="url(#floor)"/>`);
  const vanishY = 250;
  const spread = (PHOTO_HEIGHT - vanishY) / (FLOOR_Y - vanishY);
  const seams: string[] = [];
  for (let x = -900; x <= 2100; x += 140) {
    const bottom = 600 + (x - 600) * spread;
    seams.push(`M${x} ${FLOOR_Y}L${bottom.toFixed(0)} ${PHOTO_HEIGHT}`);
  }
  s.body.push(`<path d="${seams.join('')}" stroke="${shade(p.floor, -0.3)}" stroke-width="2" opacity="0.35"/>`);
  s.body.push(`<rect y="${FLOOR_Y - 22}" width="${PHOTO_WIDTH}" height="24" fill="${p.trim}"/>`);
  s.body.push(`<rect y="${FLOOR_Y + 2}" width="${PHOTO_WIDTH}" height="10" fill="#000" opacity="0.08"/>`);
}

/** What is seen through a window. */
function view(s: Scene, id: string, x: number, y: number, w: number, h: number, sky: SkyKind, seed: number): string {
  const rnd = seededRandom(seed);
  s.defs.push(verticalGradient(`sky-${id}`, SKIES[sky]));
  const parts = [`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#sky-${id})"/>`];
  if (sky === 'night') {
    for (let i = 0; i < 14; i++) parts.push(`<circle cx="${x + rnd() * w}" cy="${y + rnd() * h * 0.6}" r="${1 + rnd() * 1.6}" fill="#fff" opacity="0.85"/>`);
    parts.push(`<circle cx="${x + w * 0.72}" cy="${y + h * 0.24}" r="${h * 0.08}" fill="#f4f1de"/>`);
  } else if (sky === 'day') {
    const cx = x + w * (0.2 + rnd() * 0.5);
    const cy = y + h * 0.25;
    parts.push(`<g fill="#fff" opacity="0.9"><ellipse cx="${cx}" cy="${cy}" rx="${w * 0.12}" ry="${h * 0.05}"/><ellipse cx="${cx + w * 0.08}" cy="${cy - h * 0.03}" rx="${w * 0.09}" ry="${h * 0.06}"/></g>`);
  } else {
    parts.push(`<circle cx="${x + w * 0.3}" cy="${y + h * 0.62}" r="${h * 0.12}" fill="#ffd27f" opacity="0.9"/>`);
  }
  // Rolling hills, or a row of buildings, in front of the sky; darker at night.
  const far = sky === 'night' ? '#23304f' : sky === 'dusk' ? '#7d6a8c' : '#8fb996';
  const near = shade(far, -0.2);
  if (rnd() < 0.5) {
    parts.push(`<path d="M${x} ${y + h * 0.72}Q${x + w * 0.3} ${y + h * 0.5} ${x + w * 0.6} ${y + h * 0.7}T${x + w} ${y + h * 0.62}V${y + h}H${x}Z" fill="${far}"/>`);
    parts.push(`<path d="M${x} ${y + h * 0.86}Q${x + w * 0.5} ${y + h * 0.68} ${x + w} ${y + h * 0.84}V${y + h}H${x}Z" fill="${near}"/>`);
  } else {
    let bx = x;
    while (bx < x + w) {
      const bw = w * (0.1 + rnd() * 0.12);
      const bh = h * (0.2 + rnd() * 0.35);
      parts.push(`<rect x="${bx}" y="${y + h - bh}" width="${bw + 1}" height="${bh}" fill="${rnd() < 0.5 ? far : near}"/>`);
      if (sky === 'night') parts.push(`<rect x="${bx + bw * 0.3}" y="${y + h - bh * 0.8}" width="${bw * 0.15}" height="${bh * 0.1}" fill="#ffd27f" opacity="0.8"/>`);
      bx += bw;
    }
  }
  if (sky !== 'night' && rnd() < 0.7) {
    // A crew house would not be complete without an airliner climbing out.
    const px = x + w * (0.55 + rnd() * 0.25);
    const py = y + h * (0.18 + rnd() * 0.15);
    parts.push(
      `<g transform="translate(${px.toFixed(0)} ${py.toFixed(0)}) rotate(-10) scale(${(w / 320).toFixed(2)})" fill="#f5f7fa" opacity="0.95">` +
        '<ellipse rx="30" ry="4.5"/><polygon points="-3,-1 7,-1 -9,-20 -15,-20"/><polygon points="-3,1 7,1 -9,20 -15,20"/>' +
        '<polygon points="-24,-1 -19,-1 -28,-11 -32,-11"/></g>',
    );
  }
  return `<g clip-path="url(#clip-${id})">${parts.join('')}</g>`;
}

export interface WindowSpec {
  x: number;
  y: number;
  w: number;
  h: number;
  sky: SkyKind;
  curtains: boolean;
  seed: number;
}

/** A framed window with sill, a view, optional curtains on a rod. */
export function drawWindow(s: Scene, win: WindowSpec): void {
  const { x, y, w, h } = win;
  const p = s.palette;
  const id = `w${x}`;
  s.defs.push(`<clipPath id="clip-${id}"><rect x="${x}" y="${y}" width="${w}" height="${h}"/></clipPath>`);
  s.body.push(`<rect x="${x - 10}" y="${y - 8}" width="${w + 28}" height="${h + 28}" fill="#000" opacity="0.08"/>`);
  s.body.push(`<rect x="${x - 14}" y="${y - 14}" width="${w + 28}" height="${h + 28}" fill="${p.trim}"/>`);
  s.body.push(view(s, id, x, y, w, h, win.sky, win.seed));
  s.body.push(`<rect x="${x + w / 2 - 5}" y="${y}" width="10" height="${h}" fill="${p.trim}"/>`);
  s.body.push(`<rect x="${x}" y="${y + h * 0.45 - 5}" width="${w}" height="10" fill="${p.trim}"/>`);
  s.body.push(`<rect x="${x - 30}" y="${y + h + 12}" width="${w + 60}" height="16" rx="3" fill="${p.trim}"/>`);
  s.body.push(`<rect x="${x - 26}" y="${y + h + 28}" width="${w + 52}" height="6" fill="#000" opacity="0.08"/>`);
  if (!win.curtains) return;
  const drop = h + 110;
  s.body.push(`<rect x="${x - 80}" y="${y - 48}" width="${w + 160}" height="8" rx="4" fill="${p.wood}"/>`);
  for (const cx of [x - 70, x + w + 6]) {
    const fold = shade(p.accent, -0.18);
    s.body.push(`<path d="M${cx} ${y - 44}h64v${drop}q-32 14 -64 0z" fill="${p.accent}"/>`);
    s.body.push(`<path d="M${cx + 20} ${y - 40}v${drop}M${cx + 42} ${y - 40}v${drop}" stroke="${fold}" stroke-width="4" opacity="0.6"/>`);
  }
}

/** Warm light around a lamp shade. */
export function drawGlow(s: Scene, cx: number, cy: number, r: number): void {
  const id = `glow${cx}`;
  s.defs.push(glowGradient(id, '#fff3c4', 0.55));
  s.body.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#${id})"/>`);
}
