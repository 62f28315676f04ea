import type { Router } from '@koa/router';
import * as v from 'valibot';
import { AIRPORT_SEARCH_LIMIT, airportSearchQuerySchema, noQuerySchema } from '@crashpad/sync';
import { cacheForEveryone } from '../../http/cache-policy.js';
import { parseInput } from '../../http/validate.js';
import type { ListingsRepo } from '../listings/listings-repo.js';
import type { AirportCatalogue } from './airport-catalogue.js';
import { directoryService } from './directory-service.js';

/** `scope=all` lists every city of the catalogue; by default only those with listings nearby. */
const directoryQuerySchema = v.strictObject({ scope: v.optional(v.picklist(['with_listings', 'all'], 'validation.invalid'), 'with_listings') });

/** The airports directory, counts, suggestions and cities (spec 2 §7). Public, cacheable briefly. */
export function registerCatalogueRoutes(router: Router, catalogue: AirportCatalogue, listings: ListingsRepo): void {
  const directory = directoryService(catalogue, listings);

  router.get('/airports', async (ctx) => {
    const { scope } = parseInput(directoryQuerySchema, ctx.query);
    cacheForEveryone(ctx, 'public, max-age=300');
    ctx.body = await directory.directory(scope === 'all');
  });

  router.get('/airports/count', async (ctx) => {
    parseInput(noQuerySchema, ctx.query);
    cacheForEveryone(ctx, 'public, max-age=300');
    ctx.body = await directory.count();
  });

  router.get('/airports/search', (ctx) => {
    const { search } = parseInput(airportSearchQuerySchema, ctx.query);
    const found = catalogue.search(search, AIRPORT_SEARCH_LIMIT);
    cacheForEveryone(ctx, 'public, max-age=86400');
    ctx.body = {
      total: found.total,
      data: found.data.map((a) => ({ id: a.id, prefix: a.prefix, name: a.name, city: a.city, country_code: a.countryCode })),
    };
  });

  router.get('/cities', async (ctx) => {
    const { scope } = parseInput(directoryQuerySchema, ctx.query);
    cacheForEveryone(ctx, 'public, max-age=300');
    ctx.body = await directory.cities(scope === 'all');
  });
}
