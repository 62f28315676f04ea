import type { Router, RouterMiddleware } from '@koa/router';
import { phoneApprovalInputSchema, switchLanguageInputSchema, updateProfileInputSchema } from '@crashpad/sync';
import { AppError } from '../../http/app-error.js';
import { currentAuth, type AuthState } from '../../http/auth.js';
import { reusedAnswer, sendReusedAnswer, type ReusedAnswer } from '../../http/compress-answers.js';
import { parseInput } from '../../http/validate.js';
import { receiveProfilePhoto } from './photo-service.js';
import { profileService, USER_ID_PATTERN } from './profile-service.js';
import type { AccountsRouteKit } from './route-kit.js';
import { toUser, type UserDoc } from './user-doc.js';

/** The signed-in user's record, public profiles, profile edits and the profile photo. */
export function registerProfileRoutes(router: Router, kit: AccountsRouteKit): void {
  const { deps, auth, optionalAuth } = kit;
  const profiles = profileService(deps);
  // GET /user's answer per user document. While the user is unchanged the authenticator hands
  // every request of a session the same (frozen) document (AuthLookupCache), so the answer is
  // serialised once; a changed user is a new document, and so a new answer. Only frozen documents
  // are remembered: a fresh copy from the store (MongoDB) is never seen again, and a document that
  // can still change must not keep an answer made from it.
  const ownAnswers = new WeakMap<UserDoc, ReusedAnswer>();

  router.get('/user', auth, (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const { user } = currentAuth(ctx);
    let answer = ownAnswers.get(user);
    if (!answer) {
      answer = reusedAnswer({ user: toUser(user) });
      if (Object.isFrozen(user)) ownAnswers.set(user, answer);
    }
    sendReusedAnswer(ctx, answer);
  });

  router.get('/user/payment-method', auth, (ctx) => {
    ctx.body = { have_card: Boolean(currentAuth(ctx).user.payment_method) };
  });

  // The phone depends on whether the viewer is logged in, so shared caches must key on the header.
  router.get('/user/public/:id', optionalAuth, async (ctx) => {
    if (!USER_ID_PATTERN.test(ctx.params.id ?? '')) throw new AppError('not_found');
    ctx.vary('Authorization');
    const viewer = (ctx.state.auth as AuthState | null) ?? null;
    ctx.body = { user: await profiles.publicProfile(ctx.params.id!, viewer !== null) };
  });

  // Other modules own paths like /user/listing-total: anything that is not a user id passes on.
  router.get('/user/:id', async (ctx, next) => {
    if (!USER_ID_PATTERN.test(ctx.params.id ?? '')) return next();
    await auth(ctx, async () => {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { user: await profiles.byId(currentAuth(ctx), ctx.params.id!) };
    });
  });

  router.post('/account/user/update', auth, async (ctx) => {
    ctx.body = { user: await profiles.update(currentAuth(ctx), parseInput(updateProfileInputSchema, ctx.request.body)) };
  });

  router.put('/user/switch-language', auth, async (ctx) => {
    const { locale } = parseInput(switchLanguageInputSchema, ctx.request.body);
    ctx.body = { user: await profiles.switchLanguage(currentAuth(ctx), locale) };
  });

  const phoneApproval: RouterMiddleware = async (ctx) => {
    ctx.body = { user: await profiles.phoneApproval(currentAuth(ctx), parseInput(phoneApprovalInputSchema, ctx.request.body)) };
  };
  router.post('/user/approval-public-phone', auth, phoneApproval);
  router.put('/user/approval-public-phone', auth, phoneApproval);

  router.post('/upload/user/images', auth, async (ctx) => {
    if (!ctx.is('multipart')) throw new AppError('unsupported_media_type');
    const photo = await receiveProfilePhoto(deps, ctx.req);
    ctx.body = { user: await profiles.setPhoto(currentAuth(ctx), photo) };
  });
}
