import { ulid } from 'ulid';
import {
  LISTING_STATUS,
  REVIEWS_PAGE_MAX,
  roleOfPlan,
  type CreateReviewInput,
  type CreateReviewResponseInput,
  type ListingReviewsOutput,
  type Review,
  type ReviewResponse,
  type UserReviewsOutput,
} from '@crashpad/sync';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../http/app-error.js';
import type { AuthState } from '../../http/auth.js';
import { DuplicateKeyError, type Filter } from '../../platform/store/types.js';
import type { UserDoc } from '../accounts/user-doc.js';
import type { UsersRepo } from '../accounts/users-repo.js';
import type { ListingDoc } from '../listings/listing-doc.js';
import type { ListingsRepo } from '../listings/listings-repo.js';
import { toReview, toReviewResponse, toReviewedListing } from './review-views.js';
import type { ReviewDoc, ReviewsRepo } from './reviews-repo.js';
import type { RentalHistory } from './rental-history.js';
import { isTenantFor } from './tenant-rule.js';
import { isoAt } from '../../platform/clock.js';

export interface ReviewsDeps {
  app: AppContext;
  reviews: ReviewsRepo;
  users: UsersRepo;
  listings: ListingsRepo;
  /** Who rented from whom (the rentals area's port). */
  rentals: RentalHistory;
}

/** How many of the lister's listings the review pages list. */
const LISTINGS_MAX = 12;

/**
 * Reviews of listers (spec 2 "Reviews and profiles", §5, §6): tenants review a lister once,
 * optionally for one of their listings; the lister answers each review once.
 */
export function reviewsService(deps: ReviewsDeps) {
  const iso = () => isoAt(deps.app.clock.now());

  /** Profiles of closed accounts are gone (spec 2 §4: profile not found → /404). */
  async function liveUser(id: string): Promise<UserDoc> {
    const user = await deps.users.byId(id);
    if (!user || user.status === 'DEACTIVATED') throw new AppError('not_found');
    return user;
  }

  async function activeListing(id: string): Promise<ListingDoc> {
    const doc = await deps.listings.byId(id);
    if (!doc || doc.status !== LISTING_STATUS.active) throw new AppError('not_found');
    return doc;
  }

  /** Reviews matching `filter`, each with its author and the title of the listing it names. */
  async function reviewsWithAuthors(filter: Filter): Promise<Review[]> {
    const docs = await deps.reviews.list(filter, REVIEWS_PAGE_MAX);
    const authorIds = [...new Set(docs.map((d) => d.author_id))];
    const listingIds = [...new Set(docs.flatMap((d) => (d.listing_id ? [d.listing_id] : [])))];
    const authors = new Map((await deps.users.collection.find({ _id: { $in: authorIds } })).map((u) => [u._id, u]));
    const titles = new Map(
      (await deps.listings.collection.find({ _id: { $in: listingIds }, status: LISTING_STATUS.active })).map((l) => [l._id, l.title]),
    );
    return docs.map((d) => toReview(d, authors.get(d.author_id), d.listing_id ? (titles.get(d.listing_id) ?? null) : null));
  }

  /** The viewer's flags for a lister: reviewed already, and allowed to write one now. */
  async function viewerFlags(lister: UserDoc, viewer: AuthState | null) {
    if (!viewer) return { already_review: false, able_to_review: false };
    const already = (await deps.reviews.byAuthorAndLister(viewer.user._id, lister._id)) !== null;
    const able =
      !already &&
      viewer.user._id !== lister._id &&
      roleOfPlan(lister.user_plan) === 'lister' &&
      (await isTenantFor(viewer.user, lister._id, deps.rentals));
    return { already_review: already, able_to_review: able };
  }

  async function otherListings(listerId: string, exceptId?: string) {
    const docs = await deps.listings.activeByOwner(listerId, LISTINGS_MAX + 1);
    return docs.filter((d) => d._id !== exceptId).slice(0, LISTINGS_MAX).map(toReviewedListing);
  }

  return {
    /** GET /user/review/{id}: a profile with its reviews; anyone may look. */
    async userReviews(userId: string, viewer: AuthState | null): Promise<UserReviewsOutput> {
      const user = await liveUser(userId);
      const [data, listings, flags, figures] = await Promise.all([
        reviewsWithAuthors({ lister_id: user._id }),
        otherListings(user._id),
        viewerFlags(user, viewer),
        deps.reviews.figures({ lister_id: user._id }),
      ]);
      return {
        user: {
          id: user._id,
          first_name: user.first_name,
          display_name: user.display_name,
          photo: user.photo,
          about: user.about,
          created_at: user.created_at,
          is_lister: roleOfPlan(user.user_plan) === 'lister',
        },
        landlord_name: user.display_name,
        landlord_about: user.about,
        data,
        listings,
        ...flags,
        ...figures,
      };
    },

    /** GET /listing/review/{id} (auth): the listing's reviews and the viewer's flags for its lister. */
    async listingReviews(listingId: string, viewer: AuthState): Promise<ListingReviewsOutput> {
      const listing = await activeListing(listingId);
      const lister = await liveUser(listing.user_id);
      const [data, listings, flags, figures] = await Promise.all([
        reviewsWithAuthors({ listing_id: listing._id }),
        otherListings(lister._id, listing._id),
        viewerFlags(lister, viewer),
        deps.reviews.figures({ listing_id: listing._id }),
      ]);
      return {
        listing: {
          id: listing._id,
          title: listing.title,
          images: listing.images,
          thumbnail: listing.thumbnail ?? listing.images[0] ?? null,
          prefix: listing.airports[0]?.prefix ?? '',
          user_id: listing.user_id,
        },
        lister: { id: lister._id, display_name: lister.display_name, photo: lister.photo },
        data,
        listings,
        ...flags,
        ...figures,
      };
    },

    /** POST /user/review: checks in the order the screens do — self, tenant, once, listing. */
    async create(auth: AuthState, input: CreateReviewInput): Promise<Review> {
      const author = auth.user;
      if (input.lister_id === author._id) throw new AppError('review_self');
      const lister = await liveUser(input.lister_id);
      if (roleOfPlan(lister.user_plan) !== 'lister') throw new AppError('forbidden');
      if (!(await isTenantFor(author, lister._id, deps.rentals))) throw new AppError('tenant_required');
      if (await deps.reviews.byAuthorAndLister(author._id, lister._id)) throw new AppError('already_reviewed');
      let listingTitle: string | null = null;
      if (input.listing_id) {
        const listing = await activeListing(input.listing_id);
        // A review names one of this lister's own listings, never someone else's.
        if (listing.user_id !== lister._id) throw new AppError('validation_failed', { fields: { listing_id: 'validation.invalid' }, messageKey: 'validation.invalid' });
        listingTitle = listing.title;
      }
      const now = deps.app.clock.now();
      const doc: ReviewDoc = {
        _id: ulid(now),
        author_id: author._id,
        lister_id: lister._id,
        listing_id: input.listing_id ?? null,
        obj_type: 'user',
        score: input.score,
        message: input.message,
        created_at: new Date(now).toISOString(),
        response: null,
      };
      try {
        await deps.reviews.insert(doc);
      } catch (err) {
        // Two submits at once: the unique index lets one through.
        if (err instanceof DuplicateKeyError) throw new AppError('already_reviewed');
        throw err;
      }
      return toReview(doc, author, listingTitle);
    },

    /** POST /user/review-response: only the reviewed lister, once per review. */
    async respond(auth: AuthState, input: CreateReviewResponseInput): Promise<ReviewResponse> {
      const review = await deps.reviews.byId(input.review_id);
      if (!review) throw new AppError('not_found');
      if (review.lister_id !== auth.user._id) throw new AppError('forbidden');
      if (review.response) throw new AppError('already_responded');
      const response = { id: ulid(deps.app.clock.now()), user_id: auth.user._id, message: input.message, created_at: iso() };
      const saved = await deps.reviews.respondOnce(review._id, response);
      if (!saved) throw new AppError('already_responded');
      return toReviewResponse(review._id, response);
    },
  };
}
export type ReviewsService = ReturnType<typeof reviewsService>;
