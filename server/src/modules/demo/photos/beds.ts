import { type Scene } from './room-shell.js';
import { shade } from './svg-kit.js';

const LINEN = '#f7f6f2';
const PILLOW_EDGE = '#e3ded4';

/** Mattress, pillow and a blanket folded back at the head, seen from the side. */
function beddingSide(s: Scene, x: number, top: number, length: number, blanket: string): void {
  s.body.push(`<rect x="${x + 18}" y="${top}" width="${length - 40}" height="44" rx="10" fill="${LINEN}"/>`);
  s.body.push(`<rect x="${x + 28}" y="${top - 28}" width="92" height="36" rx="16" fill="#fff" stroke="${PILLOW_EDGE}" stroke-width="2"/>`);
  s.body.push(`<path d="M${x + 124} ${top - 6}H${x + length - 14}v46q0 10 -10 10H${x + 124}z" fill="${blanket}"/>`);
  s.body.push(`<rect x="${x + 124}" y="${top - 6}" width="34" height="56" fill="${shade(blanket, 0.25)}"/>`);
  s.body.push(`<path d="M${x + 200} ${top + 4}q60 10 ${length - 240} 0" stroke="${shade(blanket, -0.2)}" stroke-width="3" fill="none" opacity="0.6"/>`);
}

/** A single bed from the side: headboard left, footboard right, `baseY` on the floor. */
export function drawSingleBed(s: Scene, x: number, baseY: number, length: number, blanket: string): void {
  const wood = s.palette.wood;
  s.body.push(`<ellipse cx="${x + length / 2}" cy="${baseY + 4}" rx="${length / 2 + 10}" ry="10" fill="#000" opacity="0.12"/>`);
  for (const lx of [x + 8, x + length - 24]) s.body.push(`<rect x="${lx}" y="${baseY - 32}" width="14" height="32" fill="${shade(wood, -0.25)}"/>`);
  s.body.push(`<rect x="${x - 4}" y="${baseY - 210}" width="26" height="182" rx="10" fill="${wood}"/>`);
  s.body.push(`<rect x="${x + length - 24}" y="${baseY - 142}" width="26" height="114" rx="8" fill="${wood}"/>`);
  s.body.push(`<rect x="${x}" y="${baseY - 64}" width="${length}" height="34" rx="4" fill="${shade(wood, 0.1)}"/>`);
  beddingSide(s, x, baseY - 104, length, blanket);
}

/** A bunk bed from the side: two berths, posts, a guard rail and a ladder. */
export function drawBunkBed(s: Scene, x: number, baseY: number, length: number, blankets: [string, string]): void {
  const wood = s.palette.wood;
  const post = shade(wood, -0.1);
  const upper = baseY - 250;
  s.body.push(`<ellipse cx="${x + length / 2}" cy="${baseY + 4}" rx="${length / 2 + 10}" ry="10" fill="#000" opacity="0.12"/>`);
  s.body.push(`<rect x="${x - 6}" y="${baseY - 420}" width="22" height="420" rx="5" fill="${post}"/>`);
  s.body.push(`<rect x="${x + length - 16}" y="${baseY - 420}" width="22" height="420" rx="5" fill="${post}"/>`);
  for (const frameY of [baseY - 64, upper - 64]) s.body.push(`<rect x="${x}" y="${frameY}" width="${length}" height="34" rx="4" fill="${shade(wood, 0.1)}"/>`);
  beddingSide(s, x, baseY - 104, length, blankets[0]);
  beddingSide(s, x, upper - 104, length, blankets[1]);
  s.body.push(`<rect x="${x}" y="${upper - 150}" width="${length * 0.62}" height="14" rx="6" fill="${wood}"/>`);
  s.body.push(`<rect x="${x + length * 0.2}" y="${upper - 150}" width="12" height="60" fill="${wood}"/>`);
  const lx = x + length - 110;
  s.body.push(`<path d="M${lx} ${upper - 70}V${baseY - 8}M${lx + 56} ${upper - 70}V${baseY - 8}" stroke="${shade(wood, -0.2)}" stroke-width="10" stroke-linecap="round"/>`);
  const rungs: string[] = [];
  for (let ry = upper - 30; ry < baseY - 20; ry += 52) rungs.push(`M${lx} ${ry}h56`);
  s.body.push(`<path d="${rungs.join('')}" stroke="${shade(wood, -0.2)}" stroke-width="8"/>`);
}

/** A double bed seen from its foot: headboard on the wall, two pillows, blanket over the end. */
export function drawDoubleBed(s: Scene, cx: number, width: number, blanket: string): void {
  const wood = s.palette.wood;
  const half = width / 2;
  s.body.push(`<ellipse cx="${cx}" cy="${648}" rx="${half + 70}" ry="16" fill="#000" opacity="0.12"/>`);
  s.body.push(`<rect x="${cx - half - 24}" y="280" width="${width + 48}" height="200" rx="22" fill="${wood}"/>`);
  s.body.push(`<rect x="${cx - half}" y="300" width="${width}" height="120" rx="14" fill="${shade(wood, 0.12)}"/>`);
  s.body.push(`<polygon points="${cx - half},420 ${cx + half},420 ${cx + half + 50},560 ${cx - half - 50},560" fill="${LINEN}"/>`);
  for (const px of [cx - half + 20, cx + 10]) s.body.push(`<rect x="${px}" y="398" width="${half - 30}" height="50" rx="20" fill="#fff" stroke="${PILLOW_EDGE}" stroke-width="2"/>`);
  s.body.push(`<polygon points="${cx - half - 8},470 ${cx + half + 8},470 ${cx + half + 50},560 ${cx - half - 50},560" fill="${blanket}"/>`);
  s.body.push(`<polygon points="${cx - half - 8},470 ${cx + half + 8},470 ${cx + half + 16},492 ${cx - half - 16},492" fill="${shade(blanket, 0.25)}"/>`);
  s.body.push(`<rect x="${cx - half - 50}" y="560" width="${width + 100}" height="70" rx="6" fill="${shade(blanket, -0.15)}"/>`);
  for (const lx of [cx - half - 40, cx + half + 26]) s.body.push(`<rect x="${lx}" y="630" width="14" height="18" fill="${shade(wood, -0.25)}"/>`);
}
