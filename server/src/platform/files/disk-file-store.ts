import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { assertFileKey, CONTENT_TYPES, type FileStore } from './file-store.js';

/**
 * Files under DATA_DIR/files. A write goes to a temporary name first and is renamed into
 * place, so a reader never sees half a file. The content type follows from the extension.
 */
export function diskFileStore(root: string): FileStore {
  const pathOf = (key: string) => {
    assertFileKey(key);
    return join(root, key);
  };
  return {
    async put(key, data) {
      const file = pathOf(key);
      await mkdir(dirname(file), { recursive: true });
      const temp = `${file}.${process.pid}.tmp`;
      await writeFile(temp, data);
      await rename(temp, file);
    },
    async get(key) {
      try {
        const data = await readFile(pathOf(key));
        return { data, contentType: CONTENT_TYPES[extname(key).slice(1)] ?? 'application/octet-stream' };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
