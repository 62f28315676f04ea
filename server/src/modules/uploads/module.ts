import type { Router } from '@koa/router';
import type { AuthedContext } from '../../app-context.js';
import { authMiddleware } from '../../http/auth.js';
import type { FileStore } from '../../platform/files/file-store.js';
import { documentUploadService } from './document-upload-service.js';
import { imageUploadService } from './image-upload-service.js';
import { registerUploadRoutes } from './upload-routes.js';
import type { UploadsDeps } from './uploads-deps.js';
import { uploadsRepo } from './uploads-repo.js';

/** Listing images and documents (spec 2 §7 /upload/*), with their owners recorded. */
export function createUploadsModule(app: AuthedContext, files: FileStore) {
  const deps: UploadsDeps = { app, files, uploads: uploadsRepo(app.store) };
  return {
    /** For listing saves that check every image and document belongs to the lister. */
    uploads: deps.uploads,
    init: () => deps.uploads.init(),
    register(router: Router) {
      registerUploadRoutes(router, {
        auth: authMiddleware(app.authenticator),
        now: () => app.clock.now(),
        images: imageUploadService(deps),
        documents: documentUploadService(deps),
      });
    },
  };
}
