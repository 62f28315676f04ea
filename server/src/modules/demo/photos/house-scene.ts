import { HOUSE_PALETTES, SKIES, type SkyKind } from './palettes.js';
import { PHOTO_HEIGHT, PHOTO_WIDTH, glowGradient, seededRandom, shade, svgDocument, verticalGradient } from './svg-kit.js';

/** A house front: roof shape, storeys, garage and the kind of trees of its region. */
export interface HouseSpec {
  /** Index into HOUSE_PALETTES. */
  palette: number;
  sky: Exclude<SkyKind, 'night'>;
  roof: 'gable' | 'hip' | 'flat';
  storeys: 1 | 2;
  garage: boolean;
  trees: 'leafy' | 'palm' | 'pine';
  seed: number;
}

const GROUND_Y = 540;

function tree(kind: HouseSpec['trees'], x: number, scale: number): string {
  const t = `transform="translate(${x} ${GROUND_Y + 10}) scale(${scale})"`;
  if (kind === 'palm') {
    const fronds = [-60, -25, 10, 45, 80, 130, 165]
      .map((a) => `<ellipse cx="0" cy="-40" rx="16" ry="70" fill="#3f8f4f" transform="translate(0 -260) rotate(${a}) translate(0 -10)"/>`)
      .join('');
    return `<g ${t}><path d="M-10 0q10 -130 4 -262h12q0 130 6 262z" fill="#8a6a4a"/>${fronds}</g>`;
  }
  if (kind === 'pine') {
    return `<g ${t}><rect x="-10" y="-40" width="20" height="40" fill="#6b4a32"/><polygon points="-80,-40 80,-40 0,-170" fill="#2f6b45"/><polygon points="-64,-120 64,-120 0,-240" fill="#35784d"/><polygon points="-46,-200 46,-200 0,-300" fill="#3c8556"/></g>`;
  }
  return `<g ${t}><rect x="-12" y="-120" width="24" height="120" fill="#6b4a32"/><circle cx="-50" cy="-160" r="62" fill="#4f8a4b"/><circle cx="40" cy="-170" r="70" fill="#5f9a5a"/><circle cx="-4" cy="-230" r="66" fill="#6aa564"/></g>`;
}

function windowAt(x: number, y: number, w: number, h: number, trim: string, shutter: string | null): string {
  const parts = [
    `<rect x="${x - 8}" y="${y - 8}" width="${w + 16}" height="${h + 16}" fill="${trim}"/>`,
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#9cc3dd"/>`,
    `<polygon points="${x},${y} ${x + w * 0.45},${y} ${x},${y + h * 0.6}" fill="#fff" opacity="0.35"/>`,
    `<path d="M${x + w / 2} ${y}v${h}M${x} ${y + h / 2}h${w}" stroke="${trim}" stroke-width="6"/>`,
  ];
  if (shutter) parts.push(`<rect x="${x - 38}" y="${y - 8}" width="26" height="${h + 16}" fill="${shutter}"/><rect x="${x + w + 12}" y="${y - 8}" width="26" height="${h + 16}" fill="${shutter}"/>`);
  return parts.join('');
}

/** The SVG of one house-front photo. */
export function houseSvg(spec: HouseSpec): string {
  const p = HOUSE_PALETTES[spec.palette % HOUSE_PALETTES.length]!;
  const rnd = seededRandom(spec.seed);
  const defs = [verticalGradient('sky', SKIES[spec.sky]), glowGradient('sun', '#fff1b8', 0.9), verticalGradient('lawn', [[0, shade(p.lawn, -0.1)], [1, shade(p.lawn, 0.12)]])];
  const body: string[] = [`<rect width="${PHOTO_WIDTH}" height="${GROUND_Y}" fill="url(#sky)"/>`];
  const sunX = 140 + rnd() * 900;
  body.push(`<circle cx="${sunX}" cy="${spec.sky === 'dusk' ? 430 : 110}" r="120" fill="url(#sun)"/><circle cx="${sunX}" cy="${spec.sky === 'dusk' ? 430 : 110}" r="42" fill="#fff4c9"/>`);
  for (let i = 0; i < 3; i++) {
    const cx = 100 + rnd() * 1000;
    const cy = 60 + rnd() * 120;
    body.push(`<g fill="#fff" opacity="0.85"><ellipse cx="${cx}" cy="${cy}" rx="70" ry="18"/><ellipse cx="${cx + 34}" cy="${cy - 12}" rx="44" ry="22"/></g>`);
  }
  body.push(`<path d="M0 ${GROUND_Y - 40}Q300 ${GROUND_Y - 110} 620 ${GROUND_Y - 50}T1200 ${GROUND_Y - 70}V${GROUND_Y}H0Z" fill="${shade(p.lawn, -0.3)}" opacity="0.5"/>`);
  body.push(`<rect y="${GROUND_Y}" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT - GROUND_Y}" fill="url(#lawn)"/>`);

  const left = spec.garage ? 250 : 330;
  const width = spec.garage ? 520 : 540;
  const height = spec.storeys === 2 ? 330 : 200;
  const top = GROUND_Y - height;
  body.push(tree(spec.trees, 120, 1));
  if (spec.roof === 'flat') {
    body.push(`<rect x="${left - 14}" y="${top - 40}" width="${width + 28}" height="44" fill="${shade(p.body, -0.08)}"/><rect x="${left - 20}" y="${top - 44}" width="${width + 40}" height="10" fill="${p.trim}"/>`);
  } else if (spec.roof === 'gable') {
    body.push(`<rect x="${left + width * 0.7}" y="${top - 150}" width="40" height="110" fill="${shade(p.roof, 0.2)}"/>`);
    body.push(`<polygon points="${left - 40},${top + 4} ${left + width / 2},${top - 170} ${left + width + 40},${top + 4}" fill="${p.roof}"/>`);
    body.push(`<polygon points="${left + 20},${top} ${left + width / 2},${top - 130} ${left + width - 20},${top}" fill="${p.body}"/>`);
    body.push(`<circle cx="${left + width / 2}" cy="${top - 50}" r="30" fill="${p.trim}"/><circle cx="${left + width / 2}" cy="${top - 50}" r="22" fill="#9cc3dd"/>`);
  } else {
    body.push(`<polygon points="${left - 40},${top + 4} ${left + 90},${top - 110} ${left + width - 90},${top - 110} ${left + width + 40},${top + 4}" fill="${p.roof}"/>`);
  }
  body.push(`<rect x="${left}" y="${top}" width="${width}" height="${height}" fill="${p.body}"/>`);
  if (spec.roof !== 'flat') {
    const siding: string[] = [];
    for (let y = top + 24; y < GROUND_Y; y += 24) siding.push(`M${left} ${y}h${width}`);
    body.push(`<path d="${siding.join('')}" stroke="${shade(p.body, -0.1)}" stroke-width="2"/>`);
  }
  const doorX = left + width / 2 - 45;
  body.push(`<rect x="${doorX - 30}" y="${GROUND_Y - 206}" width="150" height="16" fill="${p.trim}"/>`);
  body.push(`<rect x="${doorX - 10}" y="${GROUND_Y - 190}" width="110" height="190" fill="${p.trim}"/><rect x="${doorX}" y="${GROUND_Y - 180}" width="90" height="180" fill="${p.door}"/>`);
  body.push(`<circle cx="${doorX + 74}" cy="${GROUND_Y - 90}" r="6" fill="#e7c873"/><rect x="${doorX + 20}" y="${GROUND_Y - 160}" width="50" height="40" fill="#fff" opacity="0.35"/>`);
  body.push(`<polygon points="${doorX - 60},${GROUND_Y + 135} ${doorX + 150},${GROUND_Y + 135} ${doorX + 100},${GROUND_Y} ${doorX - 10},${GROUND_Y}" fill="#d8d2c4"/>`);
  const shutter = spec.roof === 'flat' ? null : shade(p.door, -0.1);
  const lowerY = GROUND_Y - 160;
  if (spec.garage) {
    const gx = left + width + 10;
    body.push(`<rect x="${gx}" y="${GROUND_Y - 200}" width="250" height="200" fill="${shade(p.body, -0.05)}"/><polygon points="${gx - 20},${GROUND_Y - 196} ${gx + 270},${GROUND_Y - 196} ${gx + 250},${GROUND_Y - 240} ${gx},${GROUND_Y - 240}" fill="${p.roof}"/>`);
    const panels: string[] = [];
    for (let y = GROUND_Y - 150; y < GROUND_Y; y += 30) panels.push(`M${gx + 30} ${y}h190`);
    body.push(`<rect x="${gx + 30}" y="${GROUND_Y - 160}" width="190" height="160" fill="${p.trim}"/><path d="${panels.join('')}" stroke="${shade(p.trim, -0.15)}" stroke-width="3"/>`);
    body.push(`<polygon points="${gx + 20},${GROUND_Y + 135} ${gx + 260},${GROUND_Y + 135} ${gx + 220},${GROUND_Y} ${gx + 30},${GROUND_Y}" fill="#cfc9bb"/>`);
  }
  body.push(windowAt(left + 60, lowerY, 110, 100, p.trim, shutter));
  body.push(windowAt(left + width - 170, lowerY, 110, 100, p.trim, shutter));
  if (spec.storeys === 2) {
    for (const wx of [left + 60, left + width / 2 - 55, left + width - 170]) body.push(windowAt(wx, top + 40, 110, 90, p.trim, shutter));
  }
  for (let i = 0; i < 4; i++) {
    const bx = left + 20 + i * (width / 4) + (i >= 2 ? 60 : 0);
    body.push(`<ellipse cx="${bx}" cy="${GROUND_Y + 4}" rx="52" ry="34" fill="${shade(p.lawn, -0.25 + rnd() * 0.1)}"/>`);
  }
  body.push(tree(spec.trees, 1110, 0.9));
  return svgDocument(defs, body);
}
