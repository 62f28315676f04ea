import type { Router } from '@koa/router';
import type { Context, Middleware, Next } from 'koa';
import { rotateImageInputSchema } from '@crashpad/sync';
import { AppError } from '../../http/app-error.js';
import { currentAuth } from '../../http/auth.js';
import { parseInput } from '../../http/validate.js';
import type { DocumentUploadService } from './document-upload-service.js';
import type { ImageUploadService } from './image-upload-service.js';
import { assertCanUploadListingFiles } from './upload-access.js';

export interface UploadRouteKit {
  auth: Middleware;
  now: () => number;
  images: ImageUploadService;
  documents: DocumentUploadService;
}

/** Uploads are multipart; anything else is refused before the handler reads the body. */
async function multipart(ctx: Context, next: Next): Promise<void> {
  if (!ctx.is('multipart')) throw new AppError('unsupported_media_type');
  ctx.set('Cache-Control', 'no-store');
  await next();
}

/** The listing file calls of spec 2 §7: images, one image, rotation, PDFs. */
export function registerUploadRoutes(router: Router, kit: UploadRouteKit): void {
  const { auth, now, images, documents } = kit;

  /** Lister check first, then the content type: nobody else gets a byte read. */
  const lister = async (ctx: Context, next: Next) => {
    assertCanUploadListingFiles(currentAuth(ctx), now());
    await next();
  };

  router.post('/upload/images', auth, lister, multipart, async (ctx) => {
    ctx.body = { urls: await images.receiveMany(currentAuth(ctx), ctx.req) };
  });

  router.post('/upload/image', auth, lister, multipart, async (ctx) => {
    ctx.body = { url: await images.receiveOne(currentAuth(ctx), ctx.req) };
  });

  router.post('/upload/image-rotate', auth, lister, async (ctx) => {
    const { image_url } = parseInput(rotateImageInputSchema, ctx.request.body);
    ctx.body = { image_url: await images.rotate(currentAuth(ctx), image_url) };
  });

  router.post('/upload/pdf', auth, lister, multipart, async (ctx) => {
    ctx.body = await documents.receive(currentAuth(ctx), ctx.req);
  });
}
