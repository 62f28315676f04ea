/**
 * What the write-a-review link does for this viewer (spec 2 "Reviews and profiles", §5):
 * - hidden for the profile owner, after a review, and on profiles that are not listers';
 * - visitors go to /login and come back (ref_url);
 * - logged-in non-tenants are told "you must be a tenant to review";
 * - otherwise the review form opens.
 */
export type ReviewGate = 'hidden' | 'login' | 'not_tenant' | 'open';

export interface ReviewGateInput {
  loggedIn: boolean;
  isOwner: boolean;
  isLister: boolean;
  alreadyReviewed: boolean;
  ableToReview: boolean;
}

export function reviewGate(v: ReviewGateInput): ReviewGate {
  if (v.isOwner || v.alreadyReviewed || !v.isLister) return 'hidden';
  if (!v.loggedIn) return 'login';
  return v.ableToReview ? 'open' : 'not_tenant';
}

/** /login?ref_url=<this page>, so login brings the visitor back to the review link. */
export function loginHref(currentHref: string): string {
  return `/login?${new URLSearchParams({ ref_url: currentHref }).toString()}`;
}
