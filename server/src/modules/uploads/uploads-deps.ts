import type { AppContext } from '../../app-context.js';
import type { FileStore } from '../../platform/files/file-store.js';
import type { UploadsRepo } from './uploads-repo.js';

/** What the upload services share. */
export interface UploadsDeps {
  app: AppContext;
  files: FileStore;
  uploads: UploadsRepo;
}

export const isoNow = (deps: UploadsDeps): string => new Date(deps.app.clock.now()).toISOString();
