import { GridFSBucket, type Db } from 'mongodb';
import { assertFileKey, CONTENT_TYPES, type FileStore } from './file-store.js';

/**
 * Uploaded files in MongoDB's GridFS (bucket `files`), so every app instance serves every file
 * (ARCHITECTURE §7). The key is the GridFS filename; a put replaces an earlier file of that key
 * only after the new one is complete, so a reader never sees half a file.
 */
export function gridFsFileStore(db: Db): FileStore {
  const bucket = new GridFSBucket(db, { bucketName: 'files' });
  const idsOf = async (key: string) => (await bucket.find({ filename: key }, { projection: { _id: 1 } }).toArray()).map((f) => f._id);
  return {
    async put(key, data, contentType) {
      assertFileKey(key);
      const before = await idsOf(key);
      await new Promise<void>((resolve, reject) => {
        const upload = bucket.openUploadStream(key, { metadata: { contentType } });
        upload.once('finish', () => resolve());
        upload.once('error', reject);
        upload.end(data);
      });
      await Promise.all(before.map((id) => bucket.delete(id)));
    },
    async get(key) {
      assertFileKey(key);
      const [file] = await bucket.find({ filename: key }, { sort: { uploadDate: -1 }, limit: 1 }).toArray();
      if (!file) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of bucket.openDownloadStream(file._id)) chunks.push(chunk as Buffer);
      const ext = key.slice(key.lastIndexOf('.') + 1);
      const contentType = (file.metadata?.contentType as string | undefined) ?? CONTENT_TYPES[ext] ?? 'application/octet-stream';
      return { data: Buffer.concat(chunks), contentType };
    },
    async delete(key) {
      assertFileKey(key);
      await Promise.all((await idsOf(key)).map((id) => bucket.delete(id)));
    },
  };
}
