import { describe, expect, it } from 'vitest';
import { loginHref, reviewGate } from './review-gate';
import { checkResponse, checkReview, remainingChars } from './review-values';
import { SCORE_CHOICES, shownScore, starsOf } from './star-display';

const ID = '01ARZ3NDEKTSV4RRFFQ69G5FAV';

describe('starsOf', () => {
  it('shows a half star for a fraction above 0 up to 50 percent, a full star above', () => {
    expect(starsOf(4)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starsOf(4.2)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starsOf(4.5)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starsOf(4.51)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starsOf(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starsOf(0.3)[0]).toBe('half');
    expect(starsOf(9)).toEqual(Array(5).fill('full'));
    expect(starsOf(Number.NaN)).toEqual(Array(5).fill('empty'));
    expect([3.38, 3.5, 3.7].map(shownScore)).toEqual([3.5, 3.5, 4]);
  });

  it('offers 1 to 5 in half steps', () => {
    expect(SCORE_CHOICES).toEqual([1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5]);
  });
});

describe('reviewGate', () => {
  const base = { loggedIn: true, isOwner: false, isLister: true, alreadyReviewed: false, ableToReview: true };
  it('hides the link for the owner, after a review and on non-lister profiles', () => {
    expect(reviewGate({ ...base, isOwner: true })).toBe('hidden');
    expect(reviewGate({ ...base, alreadyReviewed: true, ableToReview: false })).toBe('hidden');
    expect(reviewGate({ ...base, isLister: false })).toBe('hidden');
  });
  it('sends visitors to login, tells non-tenants, opens the form for tenants', () => {
    expect(reviewGate({ ...base, loggedIn: false, ableToReview: false })).toBe('login');
    expect(reviewGate({ ...base, ableToReview: false })).toBe('not_tenant');
    expect(reviewGate(base)).toBe('open');
    expect(loginHref('/user/X?listing=Y')).toBe('/login?ref_url=%2Fuser%2FX%3Flisting%3DY');
  });
});

describe('review form values', () => {
  it('needs a star rating first, then at most 1000 characters', () => {
    expect(checkReview({ listerId: ID, listingId: null, score: null, message: 'x' })).toEqual({ ok: false, message: 'validation.review_score_required' });
    expect(checkReview({ listerId: ID, listingId: null, score: 4, message: 'x'.repeat(1001) })).toEqual({ ok: false, message: 'validation.review_message_max' });
    expect(checkReview({ listerId: ID, listingId: ID, score: 3.5, message: ' ok ' })).toEqual({
      ok: true,
      value: { lister_id: ID, listing_id: ID, obj_type: 'user', score: 3.5, message: 'ok' },
    });
    expect(remainingChars('abc')).toBe(997);
    expect(remainingChars('x'.repeat(1200))).toBe(0);
  });
  it('needs a response text', () => {
    expect(checkResponse({ reviewId: ID, message: '  ' })).toEqual({ ok: false, message: 'validation.response_required' });
    expect(checkResponse({ reviewId: ID, message: 'Thanks' }).ok).toBe(true);
  });
});

describe('parseProfileSearch', () => {
  it('keeps a listing id and drops anything else', async () => {
    const { parseProfileSearch } = await import('./profile-search');
    expect(parseProfileSearch({ listing: ID })).toEqual({ listing: ID });
    expect(parseProfileSearch({ listing: 'javascript:alert(1)' })).toEqual({});
    expect(parseProfileSearch({ listing: 5 })).toEqual({});
  });
});
