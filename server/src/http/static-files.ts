import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { Context, Next } from 'koa';
import { chooseCoding, SUFFIX, type Coding } from './accept-encoding.js';
import { cacheForEveryone } from './cache-policy.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

/**
 * The precompressed variants of a file (written at build time by build/precompress-assets.ts)
 * that are at least as new as the file, so a variant left over from an older build is never sent.
 */
function variantsOf(file: string, mtimeMs: number): Map<Coding, { path: string; size: number }> {
  const found = new Map<Coding, { path: string; size: number }>();
  for (const coding of ['br', 'gzip'] as const) {
    const path = file + SUFFIX[coding];
    const stat = statSync(path, { throwIfNoEntry: false });
    if (stat?.isFile() && stat.mtimeMs >= mtimeMs) found.set(coding, { path, size: stat.size });
  }
  return found;
}

/**
 * Serves the built client with SPA fallback: a file if it exists, otherwise index.html for any
 * GET that is not under /api. Hashed assets are immutable; the shell, manifest and service
 * worker are revalidated so a deploy reaches installed PWAs. Text files go out as their
 * precompressed brotli or gzip copy when the client accepts one (`Vary: Accept-Encoding`).
 */
export function staticFiles(root: string | null) {
  const available = root !== null && existsSync(join(root, 'index.html'));
  return async (ctx: Context, next: Next): Promise<void> => {
    if (!available || !root || (ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path.startsWith('/api')) return next();
    let rel: string;
    try {
      rel = normalize(decodeURIComponent(ctx.path)).replace(/^([/\\])+/, '');
    } catch {
      return next();
    }
    let file = join(root, rel);
    if (!file.startsWith(root + sep) && file !== root) return next();
    let isFile = existsSync(file) && statSync(file).isFile();
    if (!isFile) {
      // Unknown files with an extension are real 404s; everything else is a client route.
      if (extname(rel) && !rel.endsWith('.html')) return next();
      file = join(root, 'index.html');
      isFile = true;
    }
    const ext = extname(file);
    ctx.type = TYPES[ext] ?? 'application/octet-stream';
    const immutable = file.includes(`${sep}assets${sep}`);
    if (immutable) cacheForEveryone(ctx, 'public, max-age=31536000, immutable');
    else ctx.set('Cache-Control', 'no-cache');
    const stat = statSync(file);
    const variants = variantsOf(file, stat.mtimeMs);
    let send = { path: file, size: stat.size };
    if (variants.size > 0) {
      ctx.vary('Accept-Encoding');
      const coding = chooseCoding(ctx.get('Accept-Encoding'), [...variants.keys()]);
      if (coding) {
        send = variants.get(coding)!;
        ctx.set('Content-Encoding', coding);
      }
    }
    if (ctx.method === 'HEAD') {
      // No stream for HEAD (it would never be read); an explicit 200 keeps Koa from answering 204.
      ctx.status = 200;
    } else ctx.body = createReadStream(send.path);
    ctx.length = send.size;
  };
}
