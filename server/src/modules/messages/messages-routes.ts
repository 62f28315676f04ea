import type { Router } from '@koa/router';
import type { Context, Middleware } from 'koa';
import { ulid } from 'ulid';
import { emptyInputSchema, sendMessageInputSchema, threadDetailQuerySchema, threadListQuerySchema } from '@crashpad/sync';
import { AppError } from '../../http/app-error.js';
import { currentAuth } from '../../http/auth.js';
import { parseInput } from '../../http/validate.js';
import { requireActive } from '../sync/sync-routes.js';
import type { SendMessageCommand } from './send-message.js';
import type { ThreadsService } from './threads-service.js';

const THREAD_ID = /^t[0-9a-f]{40}$/;
const user = (ctx: Context) => currentAuth(ctx).user;
const threadParam = (ctx: Context): string => {
  const id = ctx.params.id ?? '';
  if (!THREAD_ID.test(id)) throw new AppError('not_found');
  return id;
};

/**
 * The message calls of spec 3 §7 over the same services as the replicated collections. Every
 * call needs a logged-in ACTIVE user (spec 3 §6) and answers `no-store` (per-user data).
 */
export function registerMessageRoutes(router: Router, kit: { auth: Middleware; threads: ThreadsService; sender: SendMessageCommand; now: () => number }): void {
  const { threads, sender } = kit;
  const auth: Middleware = async (ctx, next) => {
    await kit.auth(ctx, async () => {
      requireActive(currentAuth(ctx));
      ctx.set('Cache-Control', 'no-store');
      await next();
    });
  };

  router.get('/messages', auth, async (ctx) => {
    ctx.body = await threads.list(user(ctx), parseInput(threadListQuerySchema, ctx.query));
  });

  router.get('/messages/unread', auth, async (ctx) => {
    ctx.body = { count: await threads.unread(user(ctx)) };
  });

  router.get('/messages/:id', auth, async (ctx) => {
    const id = threadParam(ctx);
    ctx.body = { data: await threads.detail(user(ctx), id, parseInput(threadDetailQuerySchema, ctx.query)) };
  });

  router.post('/messages', auth, async (ctx) => {
    const input = parseInput(sendMessageInputSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = { data: await sender.send(user(ctx), input, ulid(kit.now())) };
  });

  // Read and archive take no body: junk sent with them changes nothing (a multipart body is junk too).
  router.post('/messages/:id/read', auth, async (ctx) => {
    const id = threadParam(ctx);
    parseInput(emptyInputSchema, ctx.request.body);
    ctx.body = { data: await threads.markRead(user(ctx), id) };
  });

  router.delete('/messages/:id', auth, async (ctx) => {
    const id = threadParam(ctx);
    parseInput(emptyInputSchema, ctx.request.body);
    ctx.body = { data: await threads.archive(user(ctx), id) };
  });
}
