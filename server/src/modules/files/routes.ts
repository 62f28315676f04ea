import type { Context, Next } from 'koa';
import { cacheForEveryone } from '../../http/cache-policy.js';
import { FILE_KEY_PATTERN, type FileStore } from '../../platform/files/file-store.js';

/**
 * GET /files/<folder>/<name>: uploaded files, outside /api. Names are unique per upload, so
 * answers are cached for a year; nosniff and the stored (server-made) type keep browsers from
 * reading a file as anything but the image it is.
 */
export function serveFiles(files: FileStore) {
  return async (ctx: Context, next: Next): Promise<void> => {
    if (!ctx.path.startsWith('/files/') || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    const key = ctx.path.slice('/files/'.length);
    const file = FILE_KEY_PATTERN.test(key) ? await files.get(key) : null;
    ctx.set('X-Content-Type-Options', 'nosniff');
    if (!file) {
      ctx.status = 404;
      ctx.set('Cache-Control', 'no-store');
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = 'Not found';
      return;
    }
    cacheForEveryone(ctx, 'public, max-age=31536000, immutable');
    ctx.set('Content-Disposition', 'inline');
    ctx.type = file.contentType;
    // Koa leaves the body out of HEAD answers itself; a null body would turn them into 204.
    ctx.body = file.data;
  };
}
