/**
 * Tiny helpers for the demo photo scenes. Every value written into the SVG comes from the
 * constants in this folder (never from users), so plain template strings are safe here.
 */

/** Canvas of every demo photo: 16:9 like the card and detail frames of the client. */
export const PHOTO_WIDTH = 1200;
export const PHOTO_HEIGHT = 675;

/** `#rrggbb` moved towards black (amount < 0) or white (amount > 0), amount in -1…1. */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (c: number) => {
    const moved = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.round(Math.min(255, Math.max(0, moved)));
  };
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(channel) as [number, number, number];
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`;
}

/** A vertical linear gradient definition from `stops` (offset 0…1, colour). */
export function verticalGradient(id: string, stops: [number, string][]): string {
  const body = stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${body}</linearGradient>`;
}

/** A soft round light (lamp glow, sun halo) fading to transparent. */
export function glowGradient(id: string, colour: string, opacity: number): string {
  return (
    `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/>` +
    `<stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`
  );
}

/** The whole document at the photo size. */
export function svgDocument(defs: string[], body: string[]): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" ` +
    `viewBox="0 0 ${PHOTO_WIDTH} ${PHOTO_HEIGHT}"><defs>${defs.join('')}</defs>${body.join('')}</svg>`
  );
}

/** A small deterministic pseudo-random sequence (mulberry32), so the same scene renders the same. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
