import { assertFileKey, type FileStore, type StoredFile } from './file-store.js';

/** Files in memory: for tests and for runs without a data directory. */
export function memoryFileStore(): FileStore {
  const files = new Map<string, StoredFile>();
  return {
    async put(key, data, contentType) {
      assertFileKey(key);
      files.set(key, { data: Buffer.from(data), contentType });
    },
    async get(key) {
      return files.get(key) ?? null;
    },
    async delete(key) {
      files.delete(key);
    },
  };
}
