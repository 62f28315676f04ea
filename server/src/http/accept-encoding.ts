/** The content codings the server can send, in the order it prefers them (brotli is smaller). */
export type Coding = 'br' | 'gzip';
const PREFERENCE: readonly Coding[] = ['br', 'gzip'];

/** q-values of an Accept-Encoding header by coding (lower-cased); `*` stands for any coding not named. */
function qualities(header: string): Map<string, number> {
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let value = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/.exec(p);
      if (m) value = Number(m[1]);
    }
    q.set(name.trim(), value);
  }
  return q;
}

/**
 * The coding to answer with (RFC 9110 §12.5.3): the available coding the client rates highest,
 * brotli before gzip on a tie; null when it accepts neither (answer uncompressed).
 */
export function chooseCoding(header: string | undefined, available: readonly Coding[] = PREFERENCE): Coding | null {
  if (!header) return null;
  const q = qualities(header);
  let best: Coding | null = null;
  let bestQ = 0;
  for (const coding of PREFERENCE) {
    if (!available.includes(coding)) continue;
    const value = q.get(coding) ?? (coding === 'gzip' ? q.get('x-gzip') : undefined) ?? q.get('*') ?? 0;
    if (value > bestQ) {
      best = coding;
      bestQ = value;
    }
  }
  return best;
}

/** The file suffix of a precompressed variant. */
export const SUFFIX: Record<Coding, string> = { br: '.br', gzip: '.gz' };
