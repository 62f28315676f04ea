import { savedListingEntries, type SavedListing, type SavedListingWire } from '@crashpad/sync';
import type { AuthedContext } from '../../app-context.js';
import { AppError } from '../../http/app-error.js';
import type { AuthState } from '../../http/auth.js';
import type { UsersRepo } from '../accounts/users-repo.js';
import type { ListingDoc } from '../listings/listing-doc.js';
import type { ListingsRepo } from '../listings/listings-repo.js';
import type { Draft, ReplicatedCollection, ReplicatedDoc } from '../sync/replicated-collection.js';
import { assumesMaster, draftOf, emitChanged, sameContent, wireOf, type PushRow } from '../sync/sync-adapter.js';
import { isListed, listingSnapshot } from './listing-snapshot.js';
import { isoAt } from '../../platform/clock.js';

/** A user's saved listing, stored under `{owner_id}:{listing_id}` (the wire id is the listing id). */
export type SavedListingDoc = ReplicatedDoc & SavedListing & { owner_id: string };

export const savedWire = (doc: SavedListingDoc): SavedListingWire => wireOf<SavedListingWire>(savedListingEntries, doc);
export function toSaved(doc: SavedListingDoc): SavedListing {
  const { _deleted: _gone, ...saved } = savedWire(doc);
  return saved;
}
const keyOf = (userId: string, listingId: string) => `${userId}:${listingId}`;
const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export interface SavedListingsDeps {
  app: AuthedContext;
  feed: ReplicatedCollection<SavedListingDoc>;
  listings: ListingsRepo;
  users: UsersRepo;
}

/**
 * Saved listings (the heart on cards and detail), for REST and for pushes of `saved_listings`.
 * The snapshot, its state and the times are the server's: filled from the listing on save,
 * refreshed when the listing changes, `removed` when it is no longer listed. Unsaving keeps a
 * tombstone; saving again revives the same document.
 */
export function savedListingsService(deps: SavedListingsDeps) {
  const { feed, app } = deps;
  const iso = () => isoAt(app.clock.now());

  async function snapshotOf(listing: ListingDoc | null) {
    return isListed(listing) ? listingSnapshot(listing, await deps.users.byId(listing.user_id)) : null;
  }

  /** A fresh (or revived) saved listing; a listing that is not listed is kept as removed. */
  async function freshDraft(userId: string, listingId: string): Promise<Draft<SavedListingDoc>> {
    const snapshot = await snapshotOf(await deps.listings.byId(listingId));
    return {
      id: listingId,
      owner_id: userId,
      listing_id: listingId,
      _deleted: false,
      saved_at: iso(),
      snapshot,
      listing_state: snapshot ? 'current' : 'removed',
      listing_changed_at: null,
    };
  }

  async function write(userId: string, listingId: string, change: (cur: SavedListingDoc | null) => Draft<SavedListingDoc> | null) {
    const res = await feed.mutate(keyOf(userId, listingId), change);
    if (res.written) emitChanged(app.events, 'saved_listings', [userId], res.after!);
    return res;
  }

  /** Applies one push row; answers the master state when it conflicts or was refused. */
  async function handle(userId: string, row: PushRow<SavedListingWire>): Promise<SavedListingWire | null> {
    const next = row.newDocumentState;
    const master = await feed.get(keyOf(userId, next.id));
    if (!master) {
      if (next._deleted) return null;
      const draft = await freshDraft(userId, next.id);
      const res = await write(userId, next.id, (cur) => (cur ? null : draft));
      return res.written ? null : savedWire(res.after!);
    }
    const current = savedWire(master);
    if (sameContent(next, current)) return null;
    // Saving again after an unsave revives the document, also from a device that never saw the tombstone.
    if (master._deleted && !next._deleted && (assumesMaster(row, current) || !row.assumedMasterState)) {
      const draft = await freshDraft(userId, next.id);
      const res = await write(userId, next.id, (cur) => (cur?.serverSeq === master.serverSeq ? draft : null));
      return res.written ? null : savedWire(res.after!);
    }
    if (assumesMaster(row, current) && next._deleted && !master._deleted) {
      const res = await write(userId, next.id, (cur) => (cur?.serverSeq === master.serverSeq ? { ...draftOf(cur), _deleted: true } : null));
      return res.written ? null : savedWire(res.after!);
    }
    // A stale assumed master, or a change of server-owned fields only.
    return current;
  }

  return {
    /**
     * Snapshots stored before the listing page's fields existed (issue 8) get them, once, at
     * start: same listing, same state (not "changed" — the lister changed nothing), a new
     * serverSeq so devices pull the fuller copy. Idempotent; a listing no longer listed is left
     * to `refresh`.
     */
    async upgradeSnapshots(): Promise<number> {
      const stale = await feed.collection.find({ _deleted: false, snapshot: { $ne: null }, 'snapshot.rental_type': { $exists: false } });
      let upgraded = 0;
      for (const listingId of new Set(stale.map((doc) => doc.listing_id))) {
        const snapshot = await snapshotOf(await deps.listings.byId(listingId));
        if (!snapshot) continue;
        for (const doc of stale.filter((d) => d.listing_id === listingId)) {
          const res = await write(doc.owner_id, listingId, (cur) =>
            cur && !cur._deleted && cur.snapshot && cur.snapshot.rental_type === undefined ? { ...draftOf(cur), snapshot } : null,
          );
          if (res.written) upgraded += 1;
        }
      }
      return upgraded;
    },

    async list(userId: string): Promise<SavedListing[]> {
      const docs = await feed.collection.find({ owner_id: userId, _deleted: false }, { sort: { saved_at: -1, id: -1 } });
      return docs.map(toSaved);
    },

    /** REST save: only a listed listing; saving again answers the saved listing unchanged. */
    async save(userId: string, listingId: string): Promise<SavedListing> {
      if (!isListed(await deps.listings.byId(listingId))) throw new AppError('not_found');
      const draft = await freshDraft(userId, listingId);
      const res = await write(userId, listingId, (cur) => (cur && !cur._deleted ? null : draft));
      return toSaved(res.after!);
    },

    /** REST unsave: tombstones the saved listing (404 when it is not saved). */
    async unsave(userId: string, listingId: string): Promise<SavedListing> {
      const res = await write(userId, listingId, (cur) => {
        if (!cur || cur._deleted) throw new AppError('not_found');
        return { ...draftOf(cur), _deleted: true };
      });
      return toSaved(res.after!);
    },

    /**
     * Pushes of `saved_listings`: a client inserts `{id, listing_id, …}` (id = listing_id) and
     * tombstones to unsave; whatever it sends in the server-owned fields is replaced.
     */
    async push(auth: AuthState, rows: PushRow<SavedListingWire>[]): Promise<SavedListingWire[]> {
      for (const row of rows) {
        if (row.newDocumentState.id !== row.newDocumentState.listing_id) {
          throw new AppError('validation_failed', { messageKey: 'validation.invalid', fields: { listing_id: 'validation.invalid' } });
        }
      }
      const conflicts: SavedListingWire[] = [];
      for (const row of rows) {
        const conflict = await handle(auth.user._id, row);
        if (conflict) conflicts.push(conflict);
      }
      return conflicts;
    },

    /**
     * After a listing changed: every live saved copy gets the new snapshot and shows `changed`
     * (or `removed` when it is no longer listed), with a new serverSeq so clients pull it.
     */
    async refresh(listingId: string): Promise<void> {
      const listing = await deps.listings.byId(listingId);
      const snapshot = await snapshotOf(listing);
      const saved = await feed.collection.find({ listing_id: listingId, _deleted: false });
      for (const doc of saved) {
        await write(doc.owner_id, listingId, (cur) => {
          if (!cur || cur._deleted) return null;
          if (!snapshot) return cur.listing_state === 'removed' ? null : { ...draftOf(cur), listing_state: 'removed', listing_changed_at: iso() };
          if (cur.listing_state !== 'removed' && sameJson(cur.snapshot, snapshot)) return null;
          return { ...draftOf(cur), snapshot, listing_state: 'changed', listing_changed_at: iso() };
        });
      }
    },
  };
}
export type SavedListingsService = ReturnType<typeof savedListingsService>;
