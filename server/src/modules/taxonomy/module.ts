import type { Router } from '@koa/router';
import { TAXONOMY_KINDS, type TaxonomyKind } from '@crashpad/sync';
import type { AuthedContext } from '../../app-context.js';
import { authMiddleware } from '../../http/auth.js';
import { DEFAULT_HOUSE_RULES, DEFAULT_TAXONOMY } from './default-taxonomy.js';
import { taxonomyRepo } from './taxonomy-repo.js';
import { registerTaxonomyRoutes } from './taxonomy-routes.js';
import { taxonomyService, type TaxonomyService } from './taxonomy-service.js';
import { isoAt } from '../../platform/clock.js';

/** Amenities, nearby places, preferences and house rules, with their product defaults. */
export function createTaxonomyModule(app: AuthedContext) {
  const repos = Object.fromEntries(TAXONOMY_KINDS.map((k) => [k, taxonomyRepo(app.store, k)])) as Record<TaxonomyKind, ReturnType<typeof taxonomyRepo>>;
  const houseRulesRepo = taxonomyRepo(app.store, 'house_rules');
  const services = Object.fromEntries(TAXONOMY_KINDS.map((k) => [k, taxonomyService(repos[k], app.clock)])) as Record<TaxonomyKind, TaxonomyService>;
  const houseRules = taxonomyService(houseRulesRepo, app.clock);
  return {
    services,
    houseRules,
    /** Seeds the defaults on first start, whatever DEMO_DATA says: they are product data. */
    async init() {
      const now = isoAt(app.clock.now());
      for (const kind of TAXONOMY_KINDS) await repos[kind].seedOnce(DEFAULT_TAXONOMY[kind], now);
      await houseRulesRepo.seedOnce(DEFAULT_HOUSE_RULES, now);
    },
    register(router: Router) {
      registerTaxonomyRoutes(router, authMiddleware(app.authenticator), services, houseRules);
    },
  };
}
