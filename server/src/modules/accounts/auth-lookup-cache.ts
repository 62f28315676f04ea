import type { ChangeVersion, Store } from '../../platform/store/types.js';
import type { SessionDoc } from './sessions-repo.js';
import type { UserDoc } from './user-doc.js';

/** How many sessions' lookups are kept (the oldest is forgotten first). */
export const AUTH_LOOKUPS_KEPT = 10_000;

/** What authenticating a session reads from the store: its record, its admin's (switched), the user. */
export interface AuthLookup {
  readonly session: SessionDoc;
  readonly parent: SessionDoc | null;
  readonly user: UserDoc;
}

/** The change versions a lookup was read at; keep() refuses it if either moved meanwhile. */
export interface LookupMark {
  readonly sessions: number;
  readonly users: number;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * The session and user documents of authenticated requests, kept per session id for as long as
 * neither the `sessions` nor the `users` collection changed (Store.changeVersion): any write to
 * either (login, logout, password change, revocation, a profile or plan change, deactivation),
 * whoever made it, empties the cache before the write resolves, so the next request reads the
 * store again. The checks themselves (revoked, expired, the admin's session of a switched one,
 * the user deactivated) still run on every request, on the kept documents.
 *
 * Only on the embedded store: it is one process and its version moves in the same step as the
 * documents. On MongoDB a logout through another instance reaches this one through a change
 * stream, milliseconds later, and a session check must not lag behind a logout (ARCHITECTURE §7),
 * so there every request reads the store. The kept documents are frozen: they are shared by the
 * requests of a session, and a handler changing its caller's document would otherwise change it
 * for the next request too.
 */
export class AuthLookupCache {
  private sessions: ChangeVersion | null = null;
  private users: ChangeVersion | null = null;
  private keptAt: LookupMark = { sessions: Number.NaN, users: Number.NaN };
  private readonly kept = new Map<string, AuthLookup>();

  constructor(private readonly limit = AUTH_LOOKUPS_KEPT) {}

  /** Starts following the two collections; until then, and on MongoDB, nothing is kept. */
  async follow(store: Store): Promise<void> {
    if (store.kind !== 'embedded' || !store.changeVersion) return;
    this.sessions = await store.changeVersion('sessions');
    this.users = await store.changeVersion('users');
  }

  /** The versions before a lookup reads the store; null when nothing may be kept. */
  mark(): LookupMark | null {
    const sessions = this.sessions?.current() ?? null;
    const users = this.users?.current() ?? null;
    return sessions === null || users === null ? null : { sessions, users };
  }

  /** The kept lookup of a session, if neither collection changed since it was read. */
  get(sessionId: string): AuthLookup | undefined {
    if (this.kept.size === 0) return undefined;
    if (this.sessions?.current() !== this.keptAt.sessions || this.users?.current() !== this.keptAt.users) {
      this.kept.clear();
      return undefined;
    }
    return this.kept.get(sessionId);
  }

  /** Keeps a lookup read after `mark`, unless a write to either collection came in between. */
  keep(sessionId: string, lookup: AuthLookup, mark: LookupMark | null): void {
    if (!mark || this.sessions?.current() !== mark.sessions || this.users?.current() !== mark.users) return;
    if (mark.sessions !== this.keptAt.sessions || mark.users !== this.keptAt.users) {
      this.kept.clear();
      this.keptAt = mark;
    }
    this.kept.delete(sessionId);
    if (this.kept.size >= this.limit) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(sessionId, deepFreeze(lookup));
  }

  /** How many sessions' lookups are kept (tests). */
  get size(): number {
    return this.kept.size;
  }
}
