import type { AppContext } from '../../app-context.js';
import type { UsersRepo } from '../accounts/users-repo.js';
import type { UploadsRepo } from '../uploads/uploads-repo.js';
import type { AirportCatalogue } from '../catalogue/airport-catalogue.js';
import type { ListingViews } from './listing-views.js';
import type { ListingsRepo } from './listings-repo.js';

/** What the listings services share. */
export interface ListingsDeps {
  app: AppContext;
  listings: ListingsRepo;
  views: ListingViews;
  users: UsersRepo;
  /** Who uploaded which file: a listing may only use its owner's uploads. */
  uploads: UploadsRepo;
  catalogue: AirportCatalogue;
}

export { isoNow } from '../../platform/clock.js';
