import { ulid } from 'ulid';
import type { AuthedContext } from '../../app-context.js';
import { usersRepo } from '../accounts/users-repo.js';
import { listingsRepo } from '../listings/listings-repo.js';
import { reviewsRepo, type ReviewDoc } from '../reviews/reviews-repo.js';

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoReview {
  author: string;
  lister: string;
  /** Title of the lister's demo listing it refers to, if any. */
  listing: string | null;
  score: number;
  message: string;
  daysAgo: number;
  response?: { message: string; daysAgo: number };
}

/**
 * Reviews by the demo crew on lister@example.com (answered) and on a demo host, so profiles show
 * real figures. Each author has a rental with that lister (seed-rentals.ts), as the tenant rule
 * requires. tenant@ has not reviewed lister@ yet: that is the reviews journey's to do.
 */
const REVIEWS: DemoReview[] = [
  {
    author: 'seeker@example.com',
    lister: 'lister@example.com',
    listing: 'Green Valley Ranch Crew House',
    score: 5,
    message: 'Linda answered every question within the hour and helped me find a hot bed for my reserve week. Great host for new hires.',
    daysAgo: 9,
    response: { message: 'Thank you, Diego! It was a pleasure having you. Your bed is waiting whenever your reserve week brings you back to Denver.', daysAgo: 8 },
  },
  {
    author: 'tenant@example.com',
    lister: 'host.west@example.com',
    listing: 'Westchester Crew Cottage',
    score: 4,
    message: 'Easy walk to the shuttles and a quiet garden. Only four stars because the kitchen gets busy during the evening bank.',
    daysAgo: 40,
  },
];

/** Adds the demo reviews once the demo users and listings exist; skips any it cannot place. */
export async function seedDemoReviews(app: AuthedContext): Promise<void> {
  const users = usersRepo(app.store);
  const listings = listingsRepo(app.store);
  const reviews = reviewsRepo(app.store);
  await reviews.init();
  const now = app.clock.now();
  for (const r of REVIEWS) {
    const [author, lister] = await Promise.all([users.byEmail(r.author), users.byEmail(r.lister)]);
    if (!author || !lister) continue;
    const listing = r.listing ? await listings.collection.findOne({ user_id: lister._id, title: r.listing }) : null;
    const created = now - r.daysAgo * DAY_MS;
    const doc: ReviewDoc = {
      _id: ulid(created),
      author_id: author._id,
      lister_id: lister._id,
      listing_id: listing?._id ?? null,
      obj_type: 'user',
      score: r.score,
      message: r.message,
      created_at: new Date(created).toISOString(),
      response: r.response
        ? { id: ulid(now - r.response.daysAgo * DAY_MS), user_id: lister._id, message: r.response.message, created_at: new Date(now - r.response.daysAgo * DAY_MS).toISOString() }
        : null,
    };
    await reviews.insert(doc);
  }
}
