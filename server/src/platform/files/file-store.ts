/**
 * Where uploaded files live (ARCHITECTURE §1 platform/files). Keys are relative paths such as
 * `photos/01J….webp`, made by the server only, never from a client's file name.
 */
export interface StoredFile {
  data: Buffer;
  contentType: string;
}

export interface FileStore {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
}

/** Keys are `folder/name.ext` made of safe characters: no traversal, no hidden files. */
export const FILE_KEY_PATTERN = /^[a-z0-9_-]{1,32}\/[A-Za-z0-9_-]{1,80}\.[a-z0-9]{1,8}$/;

export function assertFileKey(key: string): void {
  if (!FILE_KEY_PATTERN.test(key)) throw new Error(`bad file key ${key}`);
}

export const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  pdf: 'application/pdf',
};
