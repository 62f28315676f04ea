import type { Router } from '@koa/router';
import { airportListingsQuerySchema, listingSearchQuerySchema } from '@crashpad/sync';
import { AppError } from '../../http/app-error.js';
import { parseInput } from '../../http/validate.js';
import type { AirportCatalogue } from '../catalogue/airport-catalogue.js';
import type { ListingsRepo } from '../listings/listings-repo.js';
import { airportCentre, resolveCentre, searchListings } from './listing-search.js';

/** GET /listings?airport=|city= and GET /airports/{prefix}/listings (spec 2 §2, §7). Public. */
export function registerSearchRoutes(router: Router, catalogue: AirportCatalogue, listings: ListingsRepo): void {
  router.get('/listings', async (ctx) => {
    const { airport, city, ...filters } = parseInput(listingSearchQuerySchema, ctx.query);
    ctx.set('Cache-Control', 'no-cache');
    const { centre, also } = resolveCentre(catalogue, { airport, city });
    ctx.body = await searchListings(listings, centre, filters, also);
  });

  router.get('/airports/:prefix/listings', async (ctx) => {
    const airport = catalogue.airport(ctx.params.prefix ?? '');
    if (!airport) throw new AppError('not_found');
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = await searchListings(listings, airportCentre(airport), parseInput(airportListingsQuerySchema, ctx.query));
  });
}
