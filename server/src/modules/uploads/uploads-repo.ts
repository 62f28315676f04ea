import type { Store } from '../../platform/store/types.js';

export type UploadKind = 'listing_image' | 'listing_document';

/** Who uploaded which file: rotation and listing saves check ownership against it. */
export interface UploadDoc {
  [key: string]: unknown;
  /** The file id (ULID) that names the stored files. */
  _id: string;
  owner: string;
  kind: UploadKind;
  /** Public paths of every file stored under this id (detail and card, or the PDF). */
  urls: string[];
  /** The upload this one was made from by rotation, if any. */
  rotated_from: string | null;
  created_at: string;
}

/** Store access for the `uploads` collection. */
export function uploadsRepo(store: Store) {
  const c = store.collection<UploadDoc>('uploads');
  return {
    init: () => c.createIndex({ owner: 1 }),
    insert: (doc: UploadDoc) => c.insertOne(doc),
    byId: (id: string) => c.findOne({ _id: id }),
    /**
     * The subset of `ids` that `owner` uploaded as `kind`: for callers (listing saves) that
     * must refuse someone else's files.
     */
    async ownedIds(owner: string, kind: UploadKind, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const docs = await c.find({ _id: { $in: ids }, owner, kind }, { projection: { _id: 1 } });
      return new Set(docs.map((d) => d._id));
    },
  };
}
export type UploadsRepo = ReturnType<typeof uploadsRepo>;
