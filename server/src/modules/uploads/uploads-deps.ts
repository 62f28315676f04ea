import type { AppContext } from '../../app-context.js';
import type { FileStore } from '../../platform/files/file-store.js';
import type { UploadsRepo } from './uploads-repo.js';

/** What the upload services share. */
export interface UploadsDeps {
  app: AppContext;
  files: FileStore;
  uploads: UploadsRepo;
}

export { isoNow } from '../../platform/clock.js';
