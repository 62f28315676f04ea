import { ulid } from 'ulid';
import type { Language, LocalizedNames, TaxonomyItem } from '@crashpad/sync';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../platform/clock.js';
import type { TaxonomyDoc, TaxonomyRepo } from './taxonomy-repo.js';
import { isoAt } from '../../platform/clock.js';

/** An item as the API shows it: every name, and `name` in the request's language (English fallback). */
export function toTaxonomyItem(doc: TaxonomyDoc, lang: Language): TaxonomyItem {
  return { id: doc._id, names: doc.names, name: doc.names[lang] || doc.names.en };
}

/** Reading and (admin) editing one name-map collection. Authorization is the route's admin check. */
export function taxonomyService(repo: TaxonomyRepo, clock: Clock) {
  const iso = () => isoAt(clock.now());
  return {
    async list(lang: Language): Promise<TaxonomyItem[]> {
      return (await repo.list()).map((d) => toTaxonomyItem(d, lang));
    },
    async create(names: LocalizedNames, lang: Language): Promise<TaxonomyItem> {
      const now = iso();
      const doc: TaxonomyDoc = { _id: ulid(clock.now()), names, position: clock.now(), created_at: now, updated_at: now };
      await repo.insert(doc);
      return toTaxonomyItem(doc, lang);
    },
    async update(id: string, names: LocalizedNames, lang: Language): Promise<TaxonomyItem> {
      const doc = await repo.setNames(id, names, iso());
      if (!doc) throw new AppError('not_found');
      return toTaxonomyItem(doc, lang);
    },
    /** Listings keep the ids they chose; a removed id simply no longer resolves to a name. */
    async remove(id: string): Promise<void> {
      if (!(await repo.remove(id))) throw new AppError('not_found');
    },
  };
}
export type TaxonomyService = ReturnType<typeof taxonomyService>;
