import type { LocalizedNames, TaxonomyKind } from '@crashpad/sync';
import { DuplicateKeyError, type Store } from '../../platform/store/types.js';
import type { DefaultItem } from './default-taxonomy.js';

export type TaxonomyCollection = TaxonomyKind | 'house_rules';

export interface TaxonomyDoc {
  [key: string]: unknown;
  _id: string;
  names: LocalizedNames;
  /** Display order: defaults in their listed order, added items after them by creation time. */
  position: number;
  created_at: string;
  updated_at: string;
}

interface SeedMarker {
  [key: string]: unknown;
  _id: string;
  seeded_at: string;
}

const ignoreDuplicate = (err: unknown) => {
  if (!(err instanceof DuplicateKeyError) && (err as { code?: number }).code !== 11000) throw err;
};

/** Store access for one of the name-map collections (amenities, places, preferences, house_rules). */
export function taxonomyRepo(store: Store, name: TaxonomyCollection) {
  const c = store.collection<TaxonomyDoc>(name);
  const seeds = store.collection<SeedMarker>('taxonomy_seeds');
  return {
    list: () => c.find({}, { sort: { position: 1, _id: 1 } }),
    byId: (id: string) => c.findOne({ _id: id }),
    insert: (doc: TaxonomyDoc) => c.insertOne(doc),
    setNames: (id: string, names: LocalizedNames, updatedAt: string) =>
      c.findOneAndUpdate({ _id: id }, { $set: { names, updated_at: updatedAt } }, { returnDocument: 'after' }),
    remove: async (id: string) => (await c.deleteOne({ _id: id })).deletedCount > 0,
    /**
     * Inserts the defaults once per store, ever: a marker records that it happened, so an admin
     * who deletes a default does not see it come back on the next start. Each step tolerates a
     * concurrent instance doing the same (fixed ids, duplicate inserts ignored).
     */
    async seedOnce(defaults: DefaultItem[], now: string): Promise<void> {
      if (await seeds.findOne({ _id: name })) return;
      for (const [position, item] of defaults.entries()) {
        await c.insertOne({ _id: item.id, names: item.names, position, created_at: now, updated_at: now }).catch(ignoreDuplicate);
      }
      await seeds.insertOne({ _id: name, seeded_at: now }).catch(ignoreDuplicate);
    },
  };
}
export type TaxonomyRepo = ReturnType<typeof taxonomyRepo>;
