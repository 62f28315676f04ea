import { readPath } from './mongo-semantics.js';
import type { Doc } from './types.js';

/**
 * A unique index of the embedded engine with MongoDB's rules: a missing field counts as null
 * (so two documents without it collide) unless the index is sparse, in which case documents
 * lacking every indexed field are left out. Compound keys compare as a tuple.
 */
export class UniqueIndex {
  private readonly entries = new Map<string, string>();

  constructor(
    readonly fields: string[],
    readonly sparse: boolean,
  ) {}

  /** The index key of a document, or null when a sparse index leaves it out. */
  key(doc: Doc): string | null {
    const values = this.fields.map((f) => readPath(doc, f));
    if (this.sparse && values.every((v) => v === undefined)) return null;
    return JSON.stringify(values.map((v) => (v === undefined ? null : v)));
  }

  /** Fills the index from existing documents; false when they already hold a duplicate. */
  build(docs: Iterable<Doc>): boolean {
    for (const doc of docs) {
      const key = this.key(doc);
      if (key === null) continue;
      if (this.entries.has(key)) {
        this.entries.clear();
        return false;
      }
      this.entries.set(key, doc._id);
    }
    return true;
  }

  /**
   * Whether replacing the `before` documents by the `after` documents (one write or a whole
   * updateMany) keeps every key unique, checked before anything is written.
   */
  allows(changes: { before: Doc | null; after: Doc | null }[]): boolean {
    const freed = new Set<string>();
    for (const { before } of changes) {
      const key = before && this.key(before);
      if (key !== null && key !== undefined && this.entries.get(key) === before!._id) freed.add(key);
    }
    const taken = new Set<string>();
    for (const { after } of changes) {
      const key = after && this.key(after);
      if (key === null || key === undefined) continue;
      if (taken.has(key) || (this.entries.has(key) && !freed.has(key))) return false;
      taken.add(key);
    }
    return true;
  }

  remove(doc: Doc): void {
    const key = this.key(doc);
    if (key !== null && this.entries.get(key) === doc._id) this.entries.delete(key);
  }

  add(doc: Doc): void {
    const key = this.key(doc);
    if (key !== null) this.entries.set(key, doc._id);
  }

  clear(): void {
    this.entries.clear();
  }
}
