import { Query, update as applyModifier } from 'mingo';
import type { Doc, Filter, Projection, Update } from './types.js';

/**
 * The parts of MongoDB's write semantics that the embedded engine has to reproduce on top of
 * mingo (which matches, sorts, projects and aggregates like MongoDB, but is lenient on writes).
 */

/** Reads a dotted path (`profile.city`, `stays.0.pad`); undefined when any step is missing. */
export function readPath(doc: unknown, path: string): unknown {
  let cur: unknown = doc;
  for (const part of path.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}

/**
 * Removes `undefined` fields the way the MongoDB driver does with `ignoreUndefined` (inside
 * arrays an undefined becomes null, as BSON has no undefined), so a document reads the same
 * from memory, after a restart, and from MongoDB.
 */
export function withoutUndefined<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v) => (v === undefined ? null : withoutUndefined(v))) as T;
  if (value === null || typeof value !== 'object' || value instanceof Date || value instanceof RegExp) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = withoutUndefined(v);
  return out as T;
}

const isOperatorObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date) && !(v instanceof RegExp) && Object.keys(v).some((k) => k.startsWith('$'));

/**
 * The fields an upsert copies from its filter, like MongoDB: plain equalities (also inside
 * `$and`) and `$eq`; ranges, `$in`, `$or` and regular expressions seed nothing.
 */
export function upsertSeed(filter: Filter): Record<string, unknown> {
  const seed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(value)) {
      for (const part of value) Object.assign(seed, upsertSeed(part as Filter));
    } else if (key.startsWith('$') || value instanceof RegExp) {
      continue;
    } else if (isOperatorObject(value)) {
      if ('$eq' in value && !isOperatorObject(value.$eq)) seed[key] = value.$eq;
    } else {
      seed[key] = value;
    }
  }
  return seed;
}

const NUMERIC_OPERATORS = ['$inc', '$mul'] as const;

/**
 * Checks what MongoDB refuses and mingo would silently accept, so both adapters fail alike:
 * arithmetic on a field that is present but not a number (null included), a non-numeric amount.
 */
function assertValidModifier(doc: Doc, update: Update): void {
  for (const op of NUMERIC_OPERATORS) {
    const fields = update[op] as Record<string, unknown> | undefined;
    if (!fields) continue;
    for (const [path, amount] of Object.entries(fields)) {
      if (typeof amount !== 'number') throw new Error(`${op} needs a number for ${path}`);
      if (path.includes('$')) continue; // positional paths are resolved by mingo against the filter
      const current = readPath(doc, path);
      if (current !== undefined && typeof current !== 'number') {
        throw new Error(`Cannot apply ${op} to a value of non-numeric type at ${path}`);
      }
    }
  }
}

const PLAIN_OPERATORS = new Set(['$set', '$unset', '$inc']);
const isPlainObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype;

/**
 * Whether an update only sets, unsets or increments distinct top-level fields by plain names
 * (no dotted or positional paths, no `_id`): what almost every write of the app does, e.g. a
 * replicated document's `$set` of its fields or a counter's `$inc`. Those need no query engine
 * (mingo builds its operator tables and compiles the filter on every update, the largest cost
 * of a write), and `applyPlainModifier` gives the same document mingo would.
 */
function isPlainModifier(modifier: Record<string, unknown>): boolean {
  const seen = new Set<string>();
  for (const [op, fields] of Object.entries(modifier)) {
    if (!PLAIN_OPERATORS.has(op) || !isPlainObject(fields)) return false;
    const names = Object.keys(fields);
    if (names.length === 0) return false;
    for (const name of names) {
      if (name === '' || name === '_id' || name === '__proto__' || name.includes('.') || name.startsWith('$') || seen.has(name)) return false;
      seen.add(name);
    }
  }
  return seen.size > 0;
}

/** Applies a plain modifier (see isPlainModifier, whose checks it relies on) to `next`, in the modifier's order. */
function applyPlainModifier(next: Doc, modifier: Record<string, unknown>): Doc {
  const fields = next as Record<string, unknown>;
  for (const [op, changes] of Object.entries(modifier) as [string, Record<string, unknown>][]) {
    for (const [name, value] of Object.entries(changes)) {
      if (op === '$set') fields[name] = copyValue(value);
      else if (op === '$unset') delete fields[name];
      // assertValidModifier has checked the amount is a number and the field a number or missing.
      else fields[name] = ((fields[name] as number | undefined) ?? 0) + (value as number);
    }
  }
  return next;
}

/**
 * MongoDB accepts a `$set` of `_id` to the value it already has (an upsert of a whole document
 * does that) and refuses any other; mingo refuses both. The unchanged `_id` is taken out here, so
 * the embedded store answers as MongoDB does; a changed one is left for the check below.
 */
function dropUnchangedId(doc: Doc, modifier: Record<string, unknown>): void {
  const set = modifier.$set;
  if (!isPlainObject(set) || !Object.hasOwn(set, '_id') || set._id !== doc._id) return;
  const { _id, ...rest } = set;
  if (Object.keys(rest).length > 0) modifier.$set = rest;
  else delete modifier.$set;
}

/**
 * Applies an update document (operators only; replacement documents are refused like the
 * driver does) to a copy of `doc` and returns the copy. `filter` resolves positional `$` paths.
 * On insert (`inserting`), `$setOnInsert` applies as a `$set`; otherwise it is ignored.
 */
export function applyUpdate(doc: Doc, update: Update, filter: Filter, inserting = false): Doc {
  const keys = Object.keys(update);
  if (keys.length === 0 || !keys.every((k) => k.startsWith('$'))) {
    throw new Error('Update document requires atomic operators');
  }
  const modifier: Record<string, unknown> = { ...update };
  const onInsert = modifier.$setOnInsert as Record<string, unknown> | undefined;
  delete modifier.$setOnInsert;
  if (!inserting) dropUnchangedId(doc, modifier);
  if (!inserting) assertValidModifier(doc, modifier);
  if (!inserting && isPlainModifier(modifier)) return withoutUndefined(applyPlainModifier(copyValue(doc), modifier));
  const next = structuredClone(doc);
  if (Object.keys(modifier).length > 0) applyModifier(next, modifier, [], inserting ? {} : filter, { cloneMode: 'deep' });
  if (inserting && onInsert) applyModifier(next, { $set: onInsert }, [], {}, { cloneMode: 'deep' });
  if (!inserting && next._id !== doc._id) {
    throw new Error("Performing an update on the path '_id' would modify the immutable field '_id'");
  }
  return withoutUndefined(next);
}

/**
 * The document an upsert inserts: filter equalities, then the update with `$setOnInsert`.
 * The new `_id` comes from the filter or from `$setOnInsert`/`$set` (mingo refuses any `_id`
 * in an update, so it is taken out and placed first).
 */
export function upsertDocument(filter: Filter, update: Update): Doc {
  const { _id: filterId, ...seed } = upsertSeed(filter);
  const operators: Record<string, unknown> = {};
  let updateId: unknown;
  for (const [op, fields] of Object.entries(update)) {
    if ((op === '$set' || op === '$setOnInsert') && fields && typeof fields === 'object' && '_id' in fields) {
      const { _id, ...rest } = fields as Record<string, unknown>;
      updateId = _id;
      if (Object.keys(rest).length > 0) operators[op] = rest;
    } else {
      operators[op] = fields;
    }
  }
  if (filterId !== undefined && updateId !== undefined && filterId !== updateId) {
    throw new Error("Performing an update on the path '_id' would modify the immutable field '_id'");
  }
  const id = filterId ?? updateId;
  if (typeof id !== 'string') {
    throw new Error('upserts need a string _id in the filter or in $setOnInsert (the app makes its own ids)');
  }
  const seeded = { _id: id } as Doc;
  if (Object.keys(seed).length > 0) applyModifier(seeded, { $set: structuredClone(seed) }, [], {}, { cloneMode: 'deep' });
  return Object.keys(operators).length > 0 ? applyUpdate(seeded, operators, filter, true) : withoutUndefined(seeded);
}

/**
 * A deep copy of a stored value, the same as structuredClone for what documents hold (plain
 * objects, arrays, strings, numbers, booleans, null, dates) but several times faster on the small
 * nested objects of a document, which every read copies. Anything else goes to structuredClone.
 */
export function copyValue<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item: unknown) => copyValue(item)) as T;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto === Object.prototype || proto === null) {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) out[key] = copyValue((value as Record<string, unknown>)[key]);
    return out as T;
  }
  if (value instanceof Date) return new Date(value.getTime()) as T;
  return structuredClone(value);
}

/**
 * The top-level fields an inclusion projection keeps (`_id` unless excluded), or null when the
 * projection needs the query engine (exclusions, dotted paths, operators).
 */
function plainInclusion(projection: Projection): Set<string> | null {
  const keep = new Set<string>(['_id']);
  for (const [field, flag] of Object.entries(projection)) {
    if (field.includes('.') || field.startsWith('$')) return null;
    if (field === '_id') {
      if (flag === 0) keep.delete('_id');
      continue;
    }
    if (flag !== 1) return null;
    keep.add(field);
  }
  return keep.size > (keep.has('_id') ? 1 : 0) ? keep : null;
}

/** Inclusion projections whose layouts are kept: the app's are a handful, fixed in its code. */
const LAYOUT_PROJECTIONS_KEPT = 64;
const layoutsByProjection = new Map<string, WeakMap<Doc, string[]>>();

/**
 * For one inclusion projection, the fields each document has of it, in the document's order,
 * kept per document object. A search projects the same stored listings again and again, and
 * walking all ~50 fields of each to find the ~10 it keeps was most of a search's time. Only for
 * documents never changed in place: the embedded store replaces a stored document on every
 * write, so a kept layout always belongs to the document as it is. Null beyond the kept number
 * of projections (the layout is then worked out per call).
 */
function layoutsOf(keep: Set<string>): WeakMap<Doc, string[]> | null {
  const key = [...keep].join('\n');
  let layouts = layoutsByProjection.get(key);
  if (!layouts && layoutsByProjection.size < LAYOUT_PROJECTIONS_KEPT) {
    layouts = new WeakMap();
    layoutsByProjection.set(key, layouts);
  }
  return layouts ?? null;
}

/**
 * MongoDB projection (inclusion or exclusion, dotted paths, `_id` unless excluded) as a function
 * that makes a projected copy, worked out once for all the documents of a find.
 */
export function projector(projection?: Projection): (doc: Doc) => Doc {
  if (!projection || Object.keys(projection).length === 0) return (doc) => copyValue(doc);
  // Top-level inclusions (search, cards, lists) are copied directly, in the document's field
  // order as MongoDB returns them, without compiling a query per document.
  const keep = plainInclusion(projection);
  if (keep) {
    const layouts = layoutsOf(keep);
    return (doc) => {
      let fields = layouts?.get(doc);
      if (!fields) {
        fields = Object.keys(doc).filter((field) => keep.has(field));
        layouts?.set(doc, fields);
      }
      const out: Record<string, unknown> = {};
      for (const field of fields) out[field] = copyValue(doc[field]);
      return out as Doc;
    };
  }
  // mingo's exclusion of a nested path deletes it from the object it is given: give it a copy,
  // never the stored document.
  return (doc) => new Query({}).find([structuredClone(doc)], projection).all()[0] as Doc;
}

/** MongoDB projection of one document, on a copy. */
export function project(doc: Doc, projection?: Projection): Doc {
  return projector(projection)(doc);
}
