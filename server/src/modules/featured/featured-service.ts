import {
  FEATURED_PLAN_OFFERS,
  LISTING_STATUS,
  type CancelFeaturedOutput,
  type FeatureStateName,
  type FeaturedCheckoutInput,
  type FeaturedCheckoutOutput,
  type FeaturedListingOutput,
  type ListingCard,
} from '@crashpad/sync';
import { AppError } from '../../http/app-error.js';
import type { AuthState } from '../../http/auth.js';
import { toCard, type ListingDoc } from '../listings/listing-doc.js';
import type { ListingsRepo } from '../listings/listings-repo.js';
import { occupancyOf } from '../listings/room-plan.js';
import { boostEndsAt } from './boost-end-job.js';

/** Spec 2 §4: feature_listing 1 + feature_ongoing 1 is Featured; with 0 it is Boosted. */
export function featureStateOf(doc: Pick<ListingDoc, 'feature_listing' | 'feature_ongoing'>): FeatureStateName {
  if (doc.feature_listing !== 1) return 'none';
  return doc.feature_ongoing === 1 ? 'featured' : 'boosted';
}

/** Featured first, then boosted; newest first within each. */
function byPromotion(a: ListingDoc, b: ListingDoc): number {
  return b.feature_ongoing - a.feature_ongoing || b.created_at.localeCompare(a.created_at) || b._id.localeCompare(a._id);
}

/** What the payments module does for a featured checkout and a cancellation (it charges through Stripe). */
export interface PromotionsPort {
  checkout(auth: AuthState, input: FeaturedCheckoutInput): Promise<FeaturedCheckoutOutput>;
  /**
   * Runs `fn` holding the listing's promotion lock, which applying a confirmed payment for the
   * listing also takes. Not re-entrant: `fn` must not call it again.
   */
  withPromotionLock<T>(listingId: string, fn: () => Promise<T>): Promise<T>;
  /** Stops the paid promotion behind a listing before its flags change (no renewal, no refund); called inside withPromotionLock. */
  cancel(auth: AuthState, listingId: string, state: 'featured' | 'boosted'): Promise<void>;
}

/** Edits racing a cancellation's flag change are rare: a few re-reads settle it. */
const CANCEL_FLAG_ATTEMPTS = 5;

/**
 * The flags a cancellation leaves (spec 2 §4): a cancelled Featured listing stays Boosted until
 * month end because that month is paid, and the boost-end job ends it then; a removed Boost ends
 * at once and deactivates the listing, unless tenants live there (a listing with rented beds
 * cannot be deactivated).
 */
function cancelledFlags(doc: ListingDoc, state: 'featured' | 'boosted', now: number): Partial<ListingDoc> {
  if (state === 'featured') return { feature_ongoing: 0, boost_ends_at: boostEndsAt(now) };
  return {
    feature_listing: 0,
    feature_ongoing: 0,
    boost_ends_at: null,
    ...(doc.status === LISTING_STATUS.active && occupancyOf(doc.rooms).num_occupied_beds === 0 ? { status: LISTING_STATUS.inactive } : {}),
  };
}

/** Featured listings and boosts (spec 2 §2 "Featured listings", §4). Checkout is the payments area's. */
export function featuredService(deps: { listings: ListingsRepo; now: () => number; promotions?: PromotionsPort }) {
  /** The caller's own listing that is not deleted. */
  async function owned(auth: AuthState, id: string): Promise<ListingDoc> {
    const doc = await deps.listings.byId(id);
    if (!doc || doc.status === LISTING_STATUS.disabled) throw new AppError('not_found');
    if (doc.user_id !== auth.user._id) throw new AppError('forbidden');
    return doc;
  }

  return {
    /** GET /listings/featured: every active featured or boosted listing. */
    async list(): Promise<ListingCard[]> {
      const docs = await deps.listings.active({ feature_listing: 1 });
      return docs.sort(byPromotion).map((doc) => toCard(doc));
    },

    /** GET /listings/featured/{id}: an active listing's summary for the checkout page. */
    async one(id: string): Promise<FeaturedListingOutput> {
      const doc = await deps.listings.byId(id);
      if (!doc || doc.status !== LISTING_STATUS.active) throw new AppError('not_found');
      return { data: toCard(doc), feature: featureStateOf(doc), plans: [...FEATURED_PLAN_OFFERS] };
    },

    /**
     * POST /user/featured-listings. The request is checked (plan, own active listing, not
     * already promoted), then the payments module charges and promotes the listing; without
     * payments configured the answer is 503 payments_unavailable.
     */
    async checkout(auth: AuthState, input: FeaturedCheckoutInput): Promise<FeaturedCheckoutOutput> {
      const doc = await owned(auth, input.listing_id);
      if (doc.status !== LISTING_STATUS.active) throw new AppError('not_found');
      if (!deps.promotions) throw new AppError('payments_unavailable');
      // The payments module answers a repeated click on the same plan with the promotion it already bought.
      return deps.promotions.checkout(auth, input);
    },

    /** DELETE /user/featured-listings/{id} (spec 2 §4): stops the paid promotion, then changes the flags (cancelledFlags). */
    async cancel(auth: AuthState, id: string): Promise<CancelFeaturedOutput> {
      // Checked before the lock, so nobody holds another lister's promotion lock; checked again inside.
      await owned(auth, id);
      const cancelLocked = async (): Promise<CancelFeaturedOutput> => {
        let doc = await owned(auth, id);
        const state = featureStateOf(doc);
        if (state === 'none') throw new AppError('conflict');
        await deps.promotions?.cancel(auth, doc._id, state);
        // The promotion is stopped now, so the flags must follow it even when the lister's own
        // edit of the listing (another tab) lands while Stripe is called and moves its revision:
        // re-read and apply again rather than answer 409 for a cancellation that already happened.
        for (let attempt = 1; ; attempt++) {
          const next = await deps.listings.setIfUnchanged(doc, { ...cancelledFlags(doc, state, deps.now()), updated_at: new Date(deps.now()).toISOString() });
          if (next) return { feature: featureStateOf(next), status: next.status };
          if (attempt === CANCEL_FLAG_ATTEMPTS) throw new AppError('conflict');
          doc = await owned(auth, id);
          // The boost-end job ended the promotion meanwhile: nothing is left to change.
          if (featureStateOf(doc) !== state) return { feature: featureStateOf(doc), status: doc.status };
        }
      };
      // The read, the promotion's cancellation and the flag change hold the listing's promotion
      // lock: a payment webhook for the listing applies wholly before (and is cancelled here) or
      // wholly after (and finds its ledger row, or keeps the cancellation), never in between.
      return deps.promotions ? deps.promotions.withPromotionLock(id, cancelLocked) : cancelLocked();
    },
  };
}
export type FeaturedService = ReturnType<typeof featuredService>;
