import { drawGlow, FLOOR_Y, type Scene } from './room-shell.js';
import { seededRandom, shade } from './svg-kit.js';

/** A bedside table with a drawer and a lit table lamp on it. */
export function drawNightstandLamp(s: Scene, x: number, baseY: number): void {
  const p = s.palette;
  s.body.push(`<rect x="${x}" y="${baseY - 110}" width="100" height="110" rx="6" fill="${p.wood}"/>`);
  s.body.push(`<rect x="${x + 10}" y="${baseY - 96}" width="80" height="36" rx="4" fill="${shade(p.wood, 0.12)}"/>`);
  s.body.push(`<circle cx="${x + 50}" cy="${baseY - 78}" r="5" fill="${shade(p.wood, -0.35)}"/>`);
  drawGlow(s, x + 50, baseY - 190, 120);
  s.body.push(`<rect x="${x + 46}" y="${baseY - 176}" width="8" height="66" fill="${shade(p.accent2, -0.4)}"/>`);
  s.body.push(`<ellipse cx="${x + 50}" cy="${baseY - 112}" rx="24" ry="7" fill="${shade(p.accent2, -0.4)}"/>`);
  s.body.push(`<polygon points="${x + 22},${baseY - 170} ${x + 78},${baseY - 170} ${x + 66},${baseY - 220} ${x + 34},${baseY - 220}" fill="${p.accent2}"/>`);
}

/** A tall reading lamp standing on the floor. */
export function drawFloorLamp(s: Scene, x: number, baseY: number): void {
  const p = s.palette;
  drawGlow(s, x, baseY - 330, 150);
  s.body.push(`<ellipse cx="${x}" cy="${baseY - 4}" rx="36" ry="9" fill="${shade(p.accent2, -0.45)}"/>`);
  s.body.push(`<rect x="${x - 4}" y="${baseY - 320}" width="8" height="316" fill="${shade(p.accent2, -0.45)}"/>`);
  s.body.push(`<polygon points="${x - 50},${baseY - 310} ${x + 50},${baseY - 310} ${x + 32},${baseY - 380} ${x - 32},${baseY - 380}" fill="${p.accent2}"/>`);
}

/** An oval rug with a border, lying on the floor. */
export function drawRug(s: Scene, cx: number, cy: number, rx: number): void {
  const p = s.palette;
  const ry = rx * 0.16;
  s.body.push(`<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${p.rug}"/>`);
  s.body.push(`<ellipse cx="${cx}" cy="${cy}" rx="${rx * 0.82}" ry="${ry * 0.72}" fill="none" stroke="${shade(p.rug, 0.35)}" stroke-width="5" stroke-dasharray="14 8"/>`);
  s.body.push(`<ellipse cx="${cx}" cy="${cy}" rx="${rx * 0.5}" ry="${ry * 0.4}" fill="${shade(p.rug, -0.15)}"/>`);
}

/** A panelled door in the back wall with its frame and handle. */
export function drawDoor(s: Scene, x: number): void {
  const p = s.palette;
  const top = 140;
  const height = FLOOR_Y - top;
  s.body.push(`<rect x="${x - 14}" y="${top - 14}" width="198" height="${height + 14}" fill="${p.trim}"/>`);
  s.body.push(`<rect x="${x}" y="${top}" width="170" height="${height}" fill="${shade(p.wall, -0.22)}"/>`);
  s.body.push(`<g fill="none" stroke="${shade(p.wall, -0.34)}" stroke-width="4"><rect x="${x + 24}" y="${top + 26}" width="122" height="120" rx="4"/><rect x="${x + 24}" y="${top + 176}" width="122" height="120" rx="4"/></g>`);
  s.body.push(`<circle cx="${x + 148}" cy="${top + height * 0.55}" r="9" fill="#d9b25f"/>`);
}

/** A framed print: a little landscape with a sun, different per seed. */
export function drawWallArt(s: Scene, x: number, y: number, w: number, h: number, seed: number): void {
  const p = s.palette;
  const rnd = seededRandom(seed);
  s.body.push(`<rect x="${x + 6}" y="${y + 8}" width="${w}" height="${h}" fill="#000" opacity="0.1"/>`);
  s.body.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${shade(p.wood, -0.3)}"/>`);
  s.body.push(`<rect x="${x + 10}" y="${y + 10}" width="${w - 20}" height="${h - 20}" fill="#fbfaf7"/>`);
  const ix = x + 26;
  const iy = y + 26;
  const iw = w - 52;
  const ih = h - 52;
  s.body.push(`<rect x="${ix}" y="${iy}" width="${iw}" height="${ih}" fill="${shade(p.accent2, 0.6)}"/>`);
  s.body.push(`<circle cx="${ix + iw * (0.25 + rnd() * 0.5)}" cy="${iy + ih * 0.35}" r="${ih * 0.16}" fill="${p.accent2}"/>`);
  const peak = ix + iw * (0.3 + rnd() * 0.4);
  s.body.push(`<polygon points="${ix},${iy + ih} ${peak},${iy + ih * 0.35} ${ix + iw},${iy + ih}" fill="${p.accent}"/>`);
  s.body.push(`<polygon points="${ix + iw * 0.5},${iy + ih} ${ix + iw * 0.8},${iy + ih * 0.55} ${ix + iw},${iy + ih * 0.75} ${ix + iw},${iy + ih}" fill="${shade(p.accent, -0.25)}"/>`);
}

/** A wall shelf with a row of books and a small pot. */
export function drawShelf(s: Scene, x: number, y: number, w: number, seed: number): void {
  const p = s.palette;
  const rnd = seededRandom(seed);
  const colours = [p.accent, p.accent2, p.rug, shade(p.accent, 0.3), shade(p.wood, -0.2)];
  let bx = x + 12;
  while (bx < x + w * 0.7) {
    const bw = 14 + rnd() * 12;
    const bh = 48 + rnd() * 26;
    s.body.push(`<rect x="${bx.toFixed(0)}" y="${(y - bh).toFixed(0)}" width="${bw.toFixed(0)}" height="${bh.toFixed(0)}" rx="2" fill="${colours[Math.floor(rnd() * colours.length)]}"/>`);
    bx += bw + 3;
  }
  s.body.push(`<polygon points="${x + w - 70},${y - 40} ${x + w - 30},${y - 40} ${x + w - 36},${y} ${x + w - 64},${y}" fill="#c0704a"/>`);
  s.body.push(`<ellipse cx="${x + w - 50}" cy="${y - 52}" rx="26" ry="16" fill="#5f9a5a"/>`);
  s.body.push(`<rect x="${x}" y="${y}" width="${w}" height="12" rx="3" fill="${p.wood}"/>`);
}

/** A potted plant standing on the floor. */
export function drawPlant(s: Scene, x: number, baseY: number): void {
  const leaves = ['#4f8a4b', '#5f9a5a', '#3f7a44'];
  const parts: string[] = [];
  for (let i = 0; i < 7; i++) {
    const angle = -70 + i * 23;
    parts.push(`<ellipse cx="${x}" cy="${baseY - 150}" rx="18" ry="62" fill="${leaves[i % 3]}" transform="rotate(${angle} ${x} ${baseY - 100})"/>`);
  }
  s.body.push(parts.join(''));
  s.body.push(`<polygon points="${x - 44},${baseY - 96} ${x + 44},${baseY - 96} ${x + 34},${baseY} ${x - 34},${baseY}" fill="#c0704a"/>`);
  s.body.push(`<rect x="${x - 48}" y="${baseY - 104}" width="96" height="14" rx="4" fill="${shade('#c0704a', -0.15)}"/>`);
}

/** A three-seat sofa facing the viewer, with cushions, and a low table in front of it. */
export function drawSofaAndTable(s: Scene, cx: number): void {
  const p = s.palette;
  const body = p.accent;
  const w = 520;
  const x = cx - w / 2;
  s.body.push(`<ellipse cx="${cx}" cy="${586}" rx="${w / 2 + 30}" ry="14" fill="#000" opacity="0.12"/>`);
  s.body.push(`<rect x="${x + 30}" y="360" width="${w - 60}" height="150" rx="24" fill="${shade(body, -0.12)}"/>`);
  for (let i = 0; i < 3; i++) s.body.push(`<rect x="${x + 46 + i * ((w - 92) / 3)}" y="376" width="${(w - 92) / 3 - 8}" height="110" rx="18" fill="${body}"/>`);
  s.body.push(`<rect x="${x + 20}" y="480" width="${w - 40}" height="70" rx="16" fill="${shade(body, 0.08)}"/>`);
  s.body.push(`<rect x="${x}" y="430" width="70" height="140" rx="22" fill="${shade(body, -0.05)}"/>`);
  s.body.push(`<rect x="${x + w - 70}" y="430" width="70" height="140" rx="22" fill="${shade(body, -0.05)}"/>`);
  s.body.push(`<rect x="${x + 90}" y="420" width="86" height="70" rx="16" fill="${p.accent2}" transform="rotate(-8 ${x + 133} 455)"/>`);
  s.body.push(`<rect x="${x + w - 176}" y="420" width="86" height="70" rx="16" fill="${shade(p.accent2, 0.3)}" transform="rotate(8 ${x + w - 133} 455)"/>`);
  for (const lx of [x + 20, x + w - 34]) s.body.push(`<rect x="${lx}" y="570" width="14" height="16" fill="${shade(p.wood, -0.3)}"/>`);
  s.body.push(`<ellipse cx="${cx}" cy="662" rx="200" ry="10" fill="#000" opacity="0.12"/>`);
  s.body.push(`<rect x="${cx - 190}" y="600" width="380" height="22" rx="6" fill="${p.wood}"/>`);
  for (const lx of [cx - 170, cx + 156]) s.body.push(`<rect x="${lx}" y="622" width="14" height="40" fill="${shade(p.wood, -0.25)}"/>`);
  s.body.push(`<rect x="${cx - 40}" y="584" width="36" height="16" rx="3" fill="${p.accent2}"/><circle cx="${cx + 60}" cy="588" r="12" fill="#fbfaf7"/>`);
}
