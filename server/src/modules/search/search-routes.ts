import type { Router } from '@koa/router';
import { airportListingsQuerySchema, listingSearchQuerySchema, type AirportListingsQuery } from '@crashpad/sync';
import { AppError } from '../../http/app-error.js';
import { sendReusedAnswer } from '../../http/compress-answers.js';
import { parseInput } from '../../http/validate.js';
import type { AirportCatalogue } from '../catalogue/airport-catalogue.js';
import type { ListingsRepo } from '../listings/listings-repo.js';
import { airportCentre, resolveCentre, searchListings } from './listing-search.js';
import type { SearchAnswerCache } from './search-answer-cache.js';

type Centre = ReturnType<typeof airportCentre>;

/** What decides a search answer: the centre and every validated filter, in a fixed order. */
function answerKey(centre: Centre, filters: AirportListingsQuery): string {
  const entries = Object.entries(filters).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([centre.kind, centre.id, entries]);
}

/** GET /listings?airport=|city= and GET /airports/{prefix}/listings (spec 2 §2, §7). Public. */
export function registerSearchRoutes(router: Router, catalogue: AirportCatalogue, listings: ListingsRepo, answers: SearchAnswerCache): void {
  router.get('/listings', async (ctx) => {
    const { airport, city, ...filters } = parseInput(listingSearchQuerySchema, ctx.query);
    ctx.set('Cache-Control', 'no-cache');
    const { centre, also } = resolveCentre(catalogue, { airport, city });
    sendReusedAnswer(ctx, await answers.answer(answerKey(centre, filters), () => searchListings(listings, centre, filters, also)));
  });

  router.get('/airports/:prefix/listings', async (ctx) => {
    const airport = catalogue.airport(ctx.params.prefix ?? '');
    if (!airport) throw new AppError('not_found');
    ctx.set('Cache-Control', 'no-cache');
    const filters = parseInput(airportListingsQuerySchema, ctx.query);
    const centre = airportCentre(airport);
    sendReusedAnswer(ctx, await answers.answer(answerKey(centre, filters), () => searchListings(listings, centre, filters)));
  });
}
