import type { Context } from 'koa';

/**
 * Who may keep an answer (issue 7 §1.12). The answer envelope (answer-envelope.ts) runs this once
 * the answer is made, error answers included:
 * - a request that carries Authorization is answered `Cache-Control: no-store`, whatever the
 *   route set, unless the route called `cacheForEveryone` (its answer is the same for every
 *   viewer: the public catalogue, uploaded files, built assets);
 * - every /api answer not declared the same for everyone carries `Vary: Authorization`, so a
 *   cache never hands an anonymous answer to a signed-in viewer or the reverse (the listing page
 *   and the owner card show the phone to signed-in viewers only).
 * Routes keep choosing their own policy for anonymous answers (`no-cache`, `private, …`).
 */
export function applyCachePolicy(ctx: Context): void {
  // An error answer is never "the same for everyone" (the error handler made it no-store).
  const everyone = ctx.state.sameForEveryone === true && ctx.status < 400;
  if (!everyone && ctx.get('Authorization') !== '') ctx.set('Cache-Control', 'no-store');
  if (!everyone && (ctx.path === '/api' || ctx.path.startsWith('/api/'))) {
    // Most answers name nothing to vary on yet: set it outright instead of parsing an empty list.
    if (ctx.res.hasHeader('Vary')) ctx.vary('Authorization');
    else ctx.set('Vary', 'Authorization');
  }
}

/**
 * Declares this answer identical for every viewer, signed in or not, and sets how long any
 * cache may keep it. Only for answers that read nothing about the caller.
 */
export function cacheForEveryone(ctx: Context, cacheControl: string): void {
  ctx.state.sameForEveryone = true;
  ctx.set('Cache-Control', cacheControl);
}
