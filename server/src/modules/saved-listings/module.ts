import type { Router } from '@koa/router';
import { savedListingWireSchema, type SavedListingWire } from '@crashpad/sync';
import type { AuthedContext } from '../../app-context.js';
import { authMiddleware } from '../../http/auth.js';
import { usersRepo } from '../accounts/users-repo.js';
import { listingsRepo } from '../listings/listings-repo.js';
import { replicatedCollection, type SeqStrategy } from '../sync/replicated-collection.js';
import type { SyncAdapter } from '../sync/sync-adapter.js';
import { registerSavedListingRoutes } from './saved-listings-routes.js';
import { savedListingsService, savedWire, type SavedListingDoc } from './saved-listings-service.js';

/** Saved listings: the `saved_listings` collection and its REST calls, refreshed when a listing changes. */
export function createSavedListingsModule(app: AuthedContext, options: { strategy?: SeqStrategy } = {}) {
  const feed = replicatedCollection<SavedListingDoc>(app.store, app.clock, 'saved_listings', options.strategy);
  const service = savedListingsService({ app, feed, listings: listingsRepo(app.store), users: usersRepo(app.store) });
  const adapter: SyncAdapter<SavedListingDoc, SavedListingWire> = {
    name: 'saved_listings',
    wireSchema: savedListingWireSchema,
    feed,
    scope: (userId) => ({ owner_id: userId }),
    toWire: savedWire,
    push: service.push,
  };
  return {
    service,
    syncAdapters: [adapter] as unknown as SyncAdapter[],
    async init() {
      await feed.init('owner_id', [{ listing_id: 1 }]);
      app.events.on('listing.changed', ({ listingId }) => service.refresh(listingId));
      // Snapshots stored before the listing page's fields existed get them (a no-op query afterwards).
      await service.upgradeSnapshots();
    },
    register(router: Router) {
      registerSavedListingRoutes(router, authMiddleware(app.authenticator), service);
    },
  };
}
