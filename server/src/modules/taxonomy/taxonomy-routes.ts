import type { Router } from '@koa/router';
import type { Context, Middleware } from 'koa';
import {
  emptyInputSchema,
  type Language,
  noQuerySchema,
  TAXONOMY_ID_PATTERN,
  TAXONOMY_KINDS,
  taxonomyInputSchema,
  type TaxonomyKind,
} from '@crashpad/sync';
import { AppError } from '../../http/app-error.js';
import { requireAdmin } from '../../http/auth.js';
import { parseInput } from '../../http/validate.js';
import type { TaxonomyService } from './taxonomy-service.js';

const lang = (ctx: Context): Language => ctx.state.locale ?? 'en';
const idParam = (raw: string | undefined): string => {
  if (!raw || !TAXONOMY_ID_PATTERN.test(raw)) throw new AppError('not_found');
  return raw;
};

/**
 * GET /amenities, /places, /preferences for everyone; POST, PATCH /{id}, DELETE /{id} for
 * admins (spec 2 §2 admin translations); GET /house-rule.
 */
export function registerTaxonomyRoutes(
  router: Router,
  auth: Middleware,
  services: Record<TaxonomyKind, TaxonomyService>,
  houseRules: TaxonomyService,
): void {
  for (const kind of TAXONOMY_KINDS) {
    const service = services[kind];

    router.get(`/${kind}`, async (ctx) => {
      parseInput(noQuerySchema, ctx.query);
      // Admins change these rarely; clients revalidate instead of showing a stale list for long.
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = { data: await service.list(lang(ctx)) };
    });

    router.post(`/${kind}`, auth, async (ctx) => {
      requireAdmin(ctx);
      const { names } = parseInput(taxonomyInputSchema, ctx.request.body);
      ctx.status = 201;
      ctx.body = { data: await service.create(names, lang(ctx)) };
    });

    router.patch(`/${kind}/:id`, auth, async (ctx) => {
      requireAdmin(ctx);
      const id = idParam(ctx.params.id);
      const { names } = parseInput(taxonomyInputSchema, ctx.request.body);
      ctx.body = { data: await service.update(id, names, lang(ctx)) };
    });

    router.delete(`/${kind}/:id`, auth, async (ctx) => {
      requireAdmin(ctx);
      const id = idParam(ctx.params.id);
      // The call takes no body: a DELETE that carries junk is refused before anything is removed.
      parseInput(emptyInputSchema, ctx.request.body);
      await service.remove(id);
      ctx.body = { ok: true };
    });
  }

  router.get('/house-rule', async (ctx) => {
    parseInput(noQuerySchema, ctx.query);
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = { data: await houseRules.list(lang(ctx)) };
  });
}
