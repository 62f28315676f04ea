import { readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text formats worth compressing; images and fonts are compressed already. */
export const COMPRESSIBLE_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.html', '.json', '.webmanifest', '.svg', '.txt', '.map', '.xml']);
/** Below this a compressed copy saves less than its headers cost. */
export const PRECOMPRESS_MIN_BYTES = 512;

export interface PrecompressResult {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // `.vite/` (the build manifest) is read at build time, not served to browsers.
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Writes `<file>.br` (brotli, maximum quality) and `<file>.gz` (gzip level 9) beside every
 * compressible file of a built client, once at build time, so the server sends them without
 * compressing anything per request. A variant that would not be smaller is not written (and an
 * old one is removed), so the server falls back to the file itself.
 */
export function precompressDirectory(root: string): PrecompressResult {
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for (const file of walk(root)) {
    if (!COMPRESSIBLE_EXTENSIONS.has(extname(file))) continue;
    const data = readFileSync(file);
    const variants: [string, Buffer][] = [
      [`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })],
      [`${file}.gz`, gzipSync(data, { level: 9 })],
    ];
    const worth = data.length >= PRECOMPRESS_MIN_BYTES;
    for (const [path, packed] of variants) {
      if (worth && packed.length < data.length) writeFileSync(path, packed);
      else if (statSync(path, { throwIfNoEntry: false })) unlinkSync(path);
    }
    if (!worth) continue;
    result.files += 1;
    result.bytes += data.length;
    result.brotliBytes += Math.min(variants[0]![1].length, data.length);
    result.gzipBytes += Math.min(variants[1]![1].length, data.length);
  }
  return result;
}
