import { join } from 'node:path';
import type { Store } from '../store/types.js';
import { diskFileStore } from './disk-file-store.js';
import type { FileStore } from './file-store.js';
import { gridFsFileStore } from './gridfs-file-store.js';
import { memoryFileStore } from './memory-file-store.js';

/**
 * GridFS when the store is MongoDB (every instance serves every file), DATA_DIR/files on disk
 * with the embedded store, memory when the server runs without a data directory (tests).
 */
export function openFileStore(dataDir: string | null, store: Pick<Store, 'mongoDb'>): FileStore {
  if (store.mongoDb) return gridFsFileStore(store.mongoDb);
  return dataDir ? diskFileStore(join(dataDir, 'files')) : memoryFileStore();
}
