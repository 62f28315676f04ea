import {
  threadEntries,
  type Thread,
  type ThreadDetail,
  type ThreadDetailQuery,
  type ThreadListOutput,
  type ThreadListQuery,
  type ThreadWire,
} from '@crashpad/sync';
import { AppError } from '../../http/app-error.js';
import type { AuthState } from '../../http/auth.js';
import type { UserDoc } from '../accounts/user-doc.js';
import { phoneFor } from '../listings/listing-doc.js';
import type { Filter } from '../../platform/store/types.js';
import { assumesMaster, draftOf, emitChanged, sameContent, wireOf, type PushRow } from '../sync/sync-adapter.js';
import type { MessagesDeps } from './messages-deps.js';
import { ownedKey, type ThreadDoc } from './messaging-collections.js';

export const threadWire = (doc: ThreadDoc): ThreadWire => wireOf<ThreadWire>(threadEntries, doc);
export function toThread(doc: ThreadDoc): Thread {
  const { _deleted: _gone, ...thread } = threadWire(doc);
  return thread;
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** How many of each participant's active listings the chat's listing selector offers. */
const ITEMS_PER_USER = 20;

/**
 * A user's thread views (spec 3 §2 Inbox, §4 Thread): listing, detail, read and archive. REST
 * and pushes of the `threads` collection go through here, with the same rules: only the owner's
 * view, `thread_is_read` and `archived` only from false to true, an archived thread is not
 * archived again.
 */
export function threadsService(deps: MessagesDeps) {
  const { col, app } = deps;

  async function ownView(user: UserDoc, id: string): Promise<ThreadDoc> {
    const view = await col.threads.get(ownedKey(user._id, id));
    if (!view || view._deleted) throw new AppError('not_found');
    return view;
  }

  /** Sets one client-writable flag to true on the user's view (REST read/archive). */
  async function raise(user: UserDoc, id: string, field: 'thread_is_read' | 'archived'): Promise<Thread> {
    await ownView(user, id);
    const res = await col.threads.mutate(ownedKey(user._id, id), (cur) => {
      if (!cur || cur._deleted) throw new AppError('not_found');
      // Spec 3 §4: archived threads cannot be archived again.
      if (field === 'archived' && cur.archived) throw new AppError('conflict', { messageKey: 'validation.thread_already_archived' });
      if (cur[field]) return null;
      return { ...draftOf(cur), [field]: true };
    });
    if (res.written) emitChanged(app.events, 'threads', [user._id], res.after!);
    return toThread(res.after!);
  }

  return {
    async list(user: UserDoc, query: ThreadListQuery): Promise<ThreadListOutput> {
      const filter: Filter = { owner_id: user._id, _deleted: false, archived: query.archived };
      if (query.filter) {
        const $regex = escapeRegex(query.filter);
        filter.$or = ['first_name', 'last_name', 'display_name', 'listing_title', 'message'].map((f) => ({ [f]: { $regex, $options: 'i' } }));
      }
      const [docs, total] = await Promise.all([
        col.threads.collection.find(filter, { sort: { date_last_updated: -1, id: -1 }, skip: query.offset, limit: query.limit }),
        col.threads.collection.countDocuments(filter),
      ]);
      return { data: docs.map(toThread), total };
    },

    async detail(user: UserDoc, id: string, query: ThreadDetailQuery): Promise<ThreadDetail> {
      const view = await ownView(user, id);
      const scope = { thread_id: id, participants: user._id, _deleted: false };
      const [messages, total, counterpart, mine, theirs] = await Promise.all([
        col.messages.collection.find(scope, { sort: { created: -1, id: -1 }, skip: query.offset, limit: query.limit }),
        col.messages.collection.countDocuments(scope),
        deps.users.byId(view.user_id),
        deps.listings.activeByOwner(user._id, ITEMS_PER_USER),
        deps.listings.activeByOwner(view.user_id, ITEMS_PER_USER),
      ]);
      return {
        id,
        messages: messages.map((m) => ({
          id: m.id,
          from_user: m.from_user,
          message: m.message,
          created: m.created,
          listing_id: m.listing_id,
          listing_title: m.listing_title,
        })),
        total_messages: total,
        to_user: counterpart?.display_name ?? view.display_name,
        to_user_id: view.user_id,
        to_user_first_name: counterpart?.first_name ?? view.first_name,
        to_user_last_name: counterpart?.last_name ?? view.last_name,
        // Never another member's e-mail; the phone only as the listing pages show it to logged-in members.
        to_user_email: null,
        to_user_phone_number: counterpart ? phoneFor(counterpart, true, false) : null,
        to_user_airlines: counterpart?.airlines ?? null,
        to_user_photo: counterpart?.photo ?? view.photo,
        from_user_photo: user.photo,
        counterpart_is_seeker: view.counterpart_is_seeker,
        is_active: counterpart?.status === 'ACTIVE',
        is_invited: view.is_invited,
        thread_is_read: view.thread_is_read,
        archived: view.archived,
        items: [...mine, ...theirs].map((l) => ({ id: l._id, title: l.title, thumbnail: l.thumbnail ?? l.images[0] ?? null, user_id: l.user_id })),
        listing_id: view.listing_id,
      };
    },

    markRead: (user: UserDoc, id: string) => raise(user, id, 'thread_is_read'),
    archive: (user: UserDoc, id: string) => raise(user, id, 'archived'),

    /** Active threads with an unread message (the header badge). */
    unread: (user: UserDoc) => col.threads.collection.countDocuments({ owner_id: user._id, _deleted: false, archived: false, thread_is_read: false }),

    /**
     * Push rows of `threads`: every row must name one of the caller's own views (otherwise the
     * whole push is refused before anything changes). Per row: already applied → accepted; stale
     * assumed master → conflict; otherwise only false→true of the two client fields is taken and
     * every other field stays the server's. A row whose only changes were refused answers the
     * master state so the client converges.
     */
    async push(auth: AuthState, rows: PushRow<ThreadWire>[]): Promise<ThreadWire[]> {
      const user = auth.user;
      for (const row of rows) {
        const view = await col.threads.get(ownedKey(user._id, row.newDocumentState.id));
        if (!view) throw new AppError('forbidden');
      }
      const conflicts: ThreadWire[] = [];
      for (const row of rows) {
        const next = row.newDocumentState;
        let refused = false;
        const res = await col.threads.mutate(ownedKey(user._id, next.id), (cur) => {
          refused = false;
          const master = threadWire(cur!);
          if (sameContent(next, master)) return null;
          const thread_is_read = cur!.thread_is_read || next.thread_is_read;
          const archived = cur!.archived || next.archived;
          if (!assumesMaster(row, master) || (thread_is_read === cur!.thread_is_read && archived === cur!.archived)) {
            refused = true;
            return null;
          }
          return { ...draftOf(cur!), thread_is_read, archived };
        });
        if (refused) conflicts.push(threadWire(res.after!));
        if (res.written) emitChanged(app.events, 'threads', [user._id], res.after!);
      }
      return conflicts;
    },
  };
}
export type ThreadsService = ReturnType<typeof threadsService>;
