import { LISTING_STATUS, type ListingCard, type PublicListing } from '@crashpad/sync';
import { AppError } from '../../http/app-error.js';
import type { AuthState } from '../../http/auth.js';
import type { UserDoc } from '../accounts/user-doc.js';
import { reviewFigures } from '../reviews/reviews-repo.js';
import { phoneFor, toCard, toPublicListing, type ListingDoc } from './listing-doc.js';
import { visitorKey } from './listing-views.js';
import type { ListingsDeps } from './listings-deps.js';

/** How many cards a lister page or the "other listings" block shows at most. */
export const LISTER_PAGE_MAX = 50;
export const RELATED_MAX = 8;
const PROPERTY_IMAGES_MAX = 20;

/** Visitors' side of listings: the listing page, the lister's other listings, the lister page. */
export function publicListingService(deps: ListingsDeps) {
  async function liveOwner(userId: string): Promise<UserDoc> {
    const owner = await deps.users.byId(userId);
    if (!owner || owner.status === 'DEACTIVATED') throw new AppError('not_found');
    return owner;
  }

  /** Active listings for everyone; the owner also sees an inactive one (the wizard's preview). */
  async function visible(id: string, viewer: AuthState | null): Promise<ListingDoc> {
    const doc = await deps.listings.byId(id);
    const isOwner = doc !== null && viewer?.user._id === doc.user_id;
    if (!doc || doc.status === LISTING_STATUS.disabled || (doc.status !== LISTING_STATUS.active && !isOwner)) throw new AppError('not_found');
    return doc;
  }

  return {
    /**
     * GET /listing/{id}: views count visits by anyone but the owner, once per visitor and day
     * (`clientIp` identifies an anonymous visitor); review figures are this listing's.
     */
    async detail(id: string, viewer: AuthState | null, clientIp: string): Promise<PublicListing> {
      const found = await visible(id, viewer);
      const owner = await liveOwner(found.user_id);
      if (viewer?.user._id !== found.user_id) await deps.views.record(id, visitorKey(viewer?.user._id ?? null, clientIp));
      const doc = (await deps.views.withViews([found]))[0]!;
      // Tenancies arrive with the rentals area; until then no viewer is this lister's tenant.
      const isTenant = false;
      const figures = await reviewFigures(deps.app.store, { listing_id: doc._id });
      return { ...toPublicListing(doc, owner, phoneFor(owner, viewer !== null, isTenant), isTenant), ...figures };
    },

    /** GET /listing/related/{id}: the same lister's other active listings. */
    async related(id: string, viewer: AuthState | null): Promise<ListingCard[]> {
      const doc = await visible(id, viewer);
      const others = await deps.listings.activeByOwner(doc.user_id, RELATED_MAX + 1);
      return others.filter((d) => d._id !== id).slice(0, RELATED_MAX).map((d) => toCard(d));
    },

    /** GET /lister/{id}/properties: the lister page (spec 2 §3 "Lister page"). */
    async listerPage(userId: string) {
      const owner = await liveOwner(userId);
      const docs = await deps.listings.activeByOwner(userId, LISTER_PAGE_MAX);
      return {
        listerId: owner._id,
        listerName: owner.display_name,
        listerAbout: owner.about,
        listerPhoto: owner.photo,
        propertyImages: docs.flatMap((d) => d.images).slice(0, PROPERTY_IMAGES_MAX),
        properties: docs.map((d) => toCard(d)),
      };
    },

    /** GET /listing-owner/{listing id}: who lists it, with the phone as the owner allows. */
    async owner(listingId: string, viewer: AuthState | null) {
      const doc = await visible(listingId, viewer);
      const owner = await liveOwner(doc.user_id);
      const total = (await deps.listings.activeByOwner(owner._id, LISTER_PAGE_MAX)).length;
      return {
        id: owner._id,
        display_name: owner.display_name,
        first_name: owner.first_name,
        photo: owner.photo,
        about: owner.about,
        created_at: owner.created_at,
        phone_number: phoneFor(owner, viewer !== null, false),
        total_listings: total,
      };
    },
  };
}
