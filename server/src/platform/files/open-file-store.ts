import { join } from 'node:path';
import { diskFileStore } from './disk-file-store.js';
import type { FileStore } from './file-store.js';
import { memoryFileStore } from './memory-file-store.js';

/** DATA_DIR/files on disk, or memory when the server runs without a data directory (tests). */
export function openFileStore(dataDir: string | null): FileStore {
  return dataDir ? diskFileStore(join(dataDir, 'files')) : memoryFileStore();
}
