import type { Router } from '@koa/router';
import type { Context, Middleware, Next } from 'koa';
import {
  PULL_LIMIT_MAX,
  SYNC_PROTOCOL_HEADER,
  SYNC_PROTOCOL_VERSION,
  pullQuerySchema,
  pushBodySchema,
  type Checkpoint,
} from '@crashpad/sync';
import { AppError } from '../../http/app-error.js';
import { currentAuth, type AuthState } from '../../http/auth.js';
import { parseInput } from '../../http/validate.js';
import type { SyncAdapter } from './sync-adapter.js';

/** Replicated data needs a logged-in ACTIVE user (spec 3 §6 for messages; the same for every collection). */
export function requireActive(auth: AuthState): AuthState {
  if (auth.user.status !== 'ACTIVE') throw new AppError('account_inactive');
  return auth;
}

/**
 * `GET /api/sync/:collection/pull` and `POST /api/sync/:collection/push` (ARCHITECTURE §4).
 * Checks in this order: known collection (404), protocol version (426 update_required, so an old
 * installed PWA asks for an update instead of writing documents in a shape we no longer read),
 * bearer session (401), ACTIVE account (403), then the query/body with the shared schemas.
 */
export function registerSyncRoutes(router: Router, auth: Middleware, adapters: readonly SyncAdapter[]): void {
  const byName = new Map<string, SyncAdapter>(adapters.map((a) => [a.name, a]));
  const pushSchemas = new Map(adapters.map((a) => [a.name, pushBodySchema(a.wireSchema)]));

  const gate = async (ctx: Context, next: Next) => {
    if (!byName.has(ctx.params.collection ?? '')) throw new AppError('not_found');
    if (ctx.get(SYNC_PROTOCOL_HEADER) !== String(SYNC_PROTOCOL_VERSION)) throw new AppError('update_required');
    ctx.set('Cache-Control', 'no-store');
    await next();
  };
  const adapterOf = (ctx: Context) => byName.get(ctx.params.collection!)!;

  router.get('/sync/:collection/pull', gate, auth, async (ctx) => {
    const user = requireActive(currentAuth(ctx)).user;
    const query = parseInput(pullQuerySchema, ctx.query);
    const adapter = adapterOf(ctx);
    const after: Checkpoint | null = query.seq === undefined ? null : { seq: query.seq, id: query.id! };
    const docs = await adapter.feed.pull(adapter.scope(user._id), after, Math.min(query.limit, PULL_LIMIT_MAX));
    const last = docs.at(-1);
    ctx.body = { documents: docs.map((d) => adapter.toWire(d)), checkpoint: last ? { seq: last.serverSeq, id: last.id } : after };
  });

  router.post('/sync/:collection/push', gate, auth, async (ctx) => {
    const authState = requireActive(currentAuth(ctx));
    const adapter = adapterOf(ctx);
    const rows = parseInput(pushSchemas.get(adapter.name)!, ctx.request.body);
    ctx.body = await adapter.push(authState, rows as never);
  });
}
