import { CONTACT_RATE_WINDOW_MS, SYNC_PROTOCOL_HEADER, SYNC_PROTOCOL_VERSION } from '@crashpad/sync';
import { listingBody } from './listings-factory.js';

/**
 * Who may call each /api route and what each caller gets (issue 7 §1: the authorization matrix).
 * `authorization-matrix.test.ts` calls every route the router has as every role, with the
 * caller's own, a foreign and a nonexistent id for the id the route takes, and compares the
 * status with `expectedStatus` below. A route the router has but this table lacks fails the
 * test, so a new route must be classified here. Entries for routes that do not exist (yet)
 * are ignored.
 *
 * Sources: the spec's call tables and roles (spec 1 §6–7, spec 2 §6–7, spec 3 §6–7),
 * DECISIONS #4–#8, and the route code where the spec is silent.
 */

/** Visitor: no token. Switched: an admin switched into a lister (DECISIONS #8). */
export const ROLES = ['visitor', 'seeker', 'tenant', 'lister', 'otherLister', 'switched', 'admin'] as const;
export type Role = (typeof ROLES)[number];
/** Roles whose plan lets them list (the switched admin acts as a lister). */
const LISTING_ROLES: readonly Role[] = ['lister', 'otherLister', 'switched'];

/** `none`: the route takes no id. For names (prefix, feed type, collection) only `foreign` (an existing name) and `nonexistent` apply. */
export type IdCase = 'none' | 'own' | 'foreign' | 'nonexistent';

/** What an id names; the fixtures (authz-fixtures.ts) hold one per owner. */
export type IdKind =
  | 'user'
  | 'listing'
  | 'room'
  | 'review'
  | 'thread'
  | 'image'
  | 'endpoint'
  | 'prefix'
  | 'feedType'
  | 'collection'
  | 'amenities'
  | 'places'
  | 'preferences'
  // Rentals (rentals-server branch): the fixtures of main hold none, so only nonexistent ids apply.
  | 'rental'
  | 'paymentRequest'
  | 'inviteToken';

/**
 * Whose resource the id names:
 * - `owner-only`: only its owner may act (a foreign id answers 403 unless `foreign` says otherwise);
 * - `participants`: only the people in it (threads; a foreign id answers 404: existence is not revealed);
 * - `public-read`: anyone may read it (own and foreign alike);
 * - `name`: a public name, nobody's record.
 */
export type IdScope = 'owner-only' | 'participants' | 'public-read' | 'name';

/** Who may call: everyone, any signed-in user, listers (plan that lists), or admins (not switched). */
export type Access = 'public' | 'signed-in' | 'listers' | 'admin';

type Outcome = number;
type PerCase = Partial<Record<IdCase, Outcome>>;

export interface RouteAccess {
  access: Access;
  /** The id the route takes: from the path (`:param`), the query or the body. */
  id?: { kind: IdKind; scope: IdScope; in: 'path' | 'query' | 'body' };
  /** Status for a permitted caller with a usable id (own, or foreign where the scope allows). */
  ok: Outcome;
  /** Status for a foreign id when it differs from the scope's rule. */
  foreign?: Outcome;
  /** Status for a nonexistent id when not 404. */
  nonexistent?: Outcome;
  /** Per-role exceptions (a number for every case, or per case). */
  roles?: Partial<Record<Role, Outcome | PerCase>>;
  /** The request: a fixed body, or `bodyFor` where the id travels in the body; query; headers. */
  body?: unknown;
  bodyFor?: (id: string | undefined) => unknown;
  query?: (id: string | undefined) => string;
  headers?: Record<string, string>;
  /** Changes the caller's own records in ways later routes would notice (a boost, a removed card): runs after the rest. */
  runLast?: boolean;
  /**
   * What changes once the payments module is in the router (the pay-server branch): until then
   * the featured checkout answers 503 payments_unavailable.
   */
  whenPayments?: Partial<Pick<RouteAccess, 'ok' | 'roles' | 'paymentsPending' | 'why'>>;
  /** The route limits calls per client over this window: the clock moves on by it before each call (such routes run last). */
  rateWindowMs?: number;
  /** The call ends or rotates its session (logout, refresh): a fresh session for every call. */
  freshSession?: boolean;
  /** Answers declared the same for every viewer (`cacheForEveryone`): may be cached publicly. */
  sameForEveryone?: boolean;
  /** Development-only route (never registered in production): exempt from the private-field scan. */
  devOnly?: boolean;
  /** 503 `payments_unavailable` is this route's declared answer until payments are configured. */
  paymentsPending?: boolean;
  /** Why the entry is as it is, where it is not obvious. */
  why?: string;
}

/** Three rooms, so both delete-room calls of a role can remove one and leave the last (which may not go). */
export const MATRIX_ROOMS = [
  { room_name: 'Bedroom 1', beds: [{ bed_name: 'Bed 1' }, { bed_name: 'Bed 2' }] },
  { room_name: 'Bedroom 2', beds: [{ bed_name: 'Bed 1' }] },
  { room_name: 'Bedroom 3', beds: [{ bed_name: 'Bed 1' }] },
];

const RENTAL = { kind: 'rental', scope: 'participants', in: 'path' } as const;

const SYNC = { [SYNC_PROTOCOL_HEADER]: String(SYNC_PROTOCOL_VERSION) };
const WRONG_PASSWORD = 'not-my-password-9';
/** Switched sessions may not touch credentials, e-mail or the account's existence (DECISIONS #8). */
const NOT_SWITCHED = { switched: 403 } as const;

/** Outcomes of the taxonomy routes (amenities, places, preferences): read by all, written by admins. */
function taxonomy(kind: 'amenities' | 'places' | 'preferences'): Record<string, RouteAccess> {
  const id = { kind, scope: 'name', in: 'path' } as const;
  const names = { names: { en: `Matrix ${kind}`, de: 'x', fr: 'x', es: 'x', pt: 'x' } };
  return {
    [`GET /api/${kind}`]: { access: 'public', ok: 200 },
    [`POST /api/${kind}`]: { access: 'admin', ok: 422, body: {} },
    [`PATCH /api/${kind}/:id`]: { access: 'admin', id, ok: 200, body: names },
    [`DELETE /api/${kind}/:id`]: { access: 'admin', id, ok: 200 },
  };
}

export const ROUTE_ACCESS: Record<string, RouteAccess> = {
  // ── platform ──
  'GET /api/health': { access: 'public', ok: 200 },
  'GET /api/config': { access: 'public', ok: 200 },
  'GET /api/dev/mailbox': { access: 'public', ok: 200, devOnly: true, why: 'development mailbox; not registered in production' },
  'DELETE /api/dev/mailbox': { access: 'public', ok: 200, devOnly: true, why: 'development mailbox; not registered in production' },
  // Classified ahead (main after the payments merge): moves a test or development clock; never with the system clock.
  'POST /api/dev/clock': { access: 'public', ok: 422, body: {}, devOnly: true, why: 'development clock; an empty body moves nothing' },

  // ── accounts: sign-up, login, sessions (spec 1 §7) ──
  'POST /api/accounts': { access: 'public', ok: 422, body: {} },
  'POST /api/email-exists': { access: 'public', ok: 422, body: {} },
  'POST /api/user/exists': { access: 'public', ok: 422, body: {} },
  'POST /api/login': { access: 'public', ok: 422, body: {} },
  'POST /api/login-with-token': { access: 'public', ok: 422, body: {} },
  'POST /api/user/login-token': { access: 'signed-in', ok: 200, body: {}, roles: NOT_SWITCHED },
  'POST /api/logout': { access: 'signed-in', ok: 200, body: {}, freshSession: true },
  'GET /api/checking-account': { access: 'signed-in', ok: 200 },
  'POST /api/user/refresh-token': { access: 'signed-in', ok: 200, body: {}, freshSession: true },
  'POST /api/password-recovery': { access: 'public', ok: 422, body: {} },
  'POST /api/password/email': { access: 'public', ok: 422, body: {} },
  'POST /api/password-reset/check': { access: 'public', ok: 422, body: {} },
  'POST /api/password-reset': { access: 'public', ok: 422, body: {} },
  'POST /api/user/update-password': {
    access: 'signed-in',
    ok: 422,
    body: { current_password: WRONG_PASSWORD, password: 'brand-new-pass-77', confirm_password: 'brand-new-pass-77' },
    roles: NOT_SWITCHED,
  },
  'POST /api/verify-token-email': { access: 'public', ok: 422, body: {} },
  'POST /api/verify-token-new-email': { access: 'public', ok: 422, body: {} },
  'POST /api/email/resend': { access: 'public', ok: 422, body: {} },
  'POST /api/verify-email': { access: 'signed-in', ok: 200, body: {} },
  'POST /api/user/update-email': { access: 'signed-in', ok: 422, body: { email: 'matrix-new@example.com', password: WRONG_PASSWORD }, roles: NOT_SWITCHED },
  // Account closing (spec 1 §6: only with the deactivate flag; the matrix runs with it on). Never while switched (DECISIONS #8).
  'GET /api/user/request-deactivation-account': { access: 'signed-in', ok: 200, roles: NOT_SWITCHED },
  'POST /api/user/request-deactivation-account': { access: 'signed-in', ok: 200, body: {}, roles: NOT_SWITCHED },
  'DELETE /api/user/verify-deactivation-code': { access: 'signed-in', ok: 422, body: { code: '000000' }, roles: NOT_SWITCHED, why: 'a wrong code: invalid_code' },

  // ── accounts: profile ──
  'GET /api/user': { access: 'signed-in', ok: 200 },
  'GET /api/user/payment-method': { access: 'signed-in', ok: 200 },
  'GET /api/user/public/:id': { access: 'public', id: { kind: 'user', scope: 'public-read', in: 'path' }, ok: 200 },
  'GET /api/user/:id': {
    access: 'signed-in',
    id: { kind: 'user', scope: 'owner-only', in: 'path' },
    ok: 200,
    nonexistent: 403,
    roles: { admin: { foreign: 200, nonexistent: 404 } },
    why: 'own record, or any record for an admin (not switched); a non-admin learns nothing about other ids',
  },
  'POST /api/account/user/update': { access: 'signed-in', ok: 422, body: {} },
  'PUT /api/user/switch-language': { access: 'signed-in', ok: 200, body: { locale: 'en' } },
  'POST /api/user/approval-public-phone': { access: 'signed-in', ok: 422, body: {} },
  'PUT /api/user/approval-public-phone': { access: 'signed-in', ok: 422, body: {} },
  'POST /api/upload/user/images': { access: 'signed-in', ok: 415, body: {} },

  // ── admin (DECISIONS #8) ──
  'GET /api/admin/switch-user/:id': {
    access: 'admin',
    id: { kind: 'user', scope: 'public-read', in: 'path' },
    ok: 200,
    roles: { admin: { own: 403 } },
    why: 'an admin (not switched) switches into any other user; not into themself',
  },
  'POST /api/admin/switch-user/:id': { access: 'admin', id: { kind: 'user', scope: 'public-read', in: 'path' }, ok: 200, body: {}, roles: { admin: { own: 403 } } },
  'POST /api/admin/switch-back': { access: 'signed-in', ok: 403, body: {}, freshSession: true, roles: { switched: 200 }, why: 'only a switched session switches back' },
  'GET /api/admin/jobs': { access: 'admin', ok: 200 },
  'POST /api/admin/jobs/retry': { access: 'admin', ok: 422, body: {} },
  'GET /api/admin/outbox': { access: 'admin', ok: 200 },
  'POST /api/admin/outbox/retry': { access: 'admin', ok: 422, body: {} },
  'GET /api/emails': { access: 'admin', ok: 200 },

  // ── catalogue and search (spec 2 §7): public ──
  'GET /api/airports': { access: 'public', ok: 200, sameForEveryone: true },
  'GET /api/airports/count': { access: 'public', ok: 200, sameForEveryone: true },
  'GET /api/airports/search': { access: 'public', ok: 200, query: () => 'search=den', sameForEveryone: true },
  'GET /api/cities': { access: 'public', ok: 200, sameForEveryone: true },
  'GET /api/metrics': { access: 'public', ok: 200, sameForEveryone: true },
  'GET /api/listings': { access: 'public', ok: 200, query: () => 'airport=DEN' },
  'GET /api/airports/:prefix/listings': { access: 'public', id: { kind: 'prefix', scope: 'name', in: 'path' }, ok: 200 },
  'GET /api/feeds/:type': { access: 'public', id: { kind: 'feedType', scope: 'name', in: 'path' }, ok: 404, why: 'feeds are off for the crashpad brand (DECISIONS #13)' },
  'GET /api/house-rule': { access: 'public', ok: 200 },
  ...taxonomy('amenities'),
  ...taxonomy('places'),
  ...taxonomy('preferences'),
  'POST /api/contact': { access: 'public', ok: 422, body: {}, rateWindowMs: CONTACT_RATE_WINDOW_MS, freshSession: true },

  // ── listings: the lister's side (spec 2 §6–7) ──
  'POST /api/crashpads': { access: 'listers', ok: 201, body: listingBody(), why: 'other plans: upgrade_needed 403 (spec 1 §6)' },
  'GET /api/crashpads': { access: 'signed-in', ok: 200 },
  // The lister's own listing, room or promotion: ownership is the gate (no one else owns a listing), so
  // a non-lister gets what anyone gets for a listing that is not theirs.
  'PUT /api/crashpads/:id': { access: 'signed-in', id: { kind: 'listing', scope: 'owner-only', in: 'path' }, ok: 200, body: listingBody({ rooms: MATRIX_ROOMS }) },
  'GET /api/crashpads/:id/edit': { access: 'signed-in', id: { kind: 'listing', scope: 'owner-only', in: 'path' }, ok: 200 },
  'POST /api/crashpads/status/:id': { access: 'signed-in', id: { kind: 'listing', scope: 'owner-only', in: 'path' }, ok: 200, body: { status: 2 } },
  'GET /api/user/listing-total': { access: 'signed-in', ok: 200 },
  'GET /api/lister/can-add-listings': { access: 'listers', ok: 200 },
  'POST /api/listings/update-room': {
    access: 'signed-in',
    id: { kind: 'room', scope: 'owner-only', in: 'query' },
    ok: 200,
    query: (id) => `id=${id ?? ''}`,
    body: { room_name: 'Renamed room', beds_per_room: 2 },
  },
  'PUT /api/listings/update-room': {
    access: 'signed-in',
    id: { kind: 'room', scope: 'owner-only', in: 'query' },
    ok: 200,
    query: (id) => `id=${id ?? ''}`,
    body: { room_name: 'Renamed room', beds_per_room: 2 },
  },
  'POST /api/listings/delete-room': { access: 'signed-in', id: { kind: 'room', scope: 'owner-only', in: 'query' }, ok: 200, query: (id) => `id=${id ?? ''}`, body: {} },
  'DELETE /api/listings/delete-room': { access: 'signed-in', id: { kind: 'room', scope: 'owner-only', in: 'query' }, ok: 200, query: (id) => `id=${id ?? ''}` },

  // ── listings: public pages ──
  'GET /api/listing/:id': { access: 'public', id: { kind: 'listing', scope: 'public-read', in: 'path' }, ok: 200 },
  'GET /api/listing/related/:id': { access: 'public', id: { kind: 'listing', scope: 'public-read', in: 'path' }, ok: 200 },
  'GET /api/lister/:id/properties': { access: 'public', id: { kind: 'user', scope: 'public-read', in: 'path' }, ok: 200 },
  'GET /api/listing-owner/:id': { access: 'public', id: { kind: 'listing', scope: 'public-read', in: 'path' }, ok: 200 },
  'GET /api/listings/featured': { access: 'public', ok: 200 },
  'GET /api/listings/featured/:id': { access: 'public', id: { kind: 'listing', scope: 'public-read', in: 'path' }, ok: 200 },
  'POST /api/user/featured-listings': {
    access: 'signed-in',
    id: { kind: 'listing', scope: 'owner-only', in: 'body' },
    ok: 503,
    paymentsPending: true,
    bodyFor: (id) => ({ listing_id: id, featured_listing_plan: 'boost_1_week' }),
    runLast: true,
    whenPayments: { ok: 200, paymentsPending: false, roles: { switched: { own: 403 } }, why: 'charged to the card on file; never while switched (DECISIONS #8)' },
  },
  'DELETE /api/user/featured-listings/:id': {
    access: 'signed-in',
    id: { kind: 'listing', scope: 'owner-only', in: 'path' },
    ok: 409,
    why: 'own listing is not featured: conflict',
    runLast: true,
    // With payments the checkout above boosted the listers' listings (not the switched one's): cancelling answers 200.
    whenPayments: { ok: 200, roles: { switched: { own: 409 } }, why: 'cancels the boost bought by the checkout above' },
  },

  // ── uploads (spec 2 §7): listers' files ──
  'POST /api/upload/images': { access: 'listers', ok: 415, body: {} },
  'POST /api/upload/image': { access: 'listers', ok: 415, body: {} },
  'POST /api/upload/pdf': { access: 'listers', ok: 415, body: {} },
  'POST /api/upload/image-rotate': { access: 'listers', id: { kind: 'image', scope: 'owner-only', in: 'body' }, ok: 200, bodyFor: (id) => ({ image_url: id }) },

  // ── reviews (spec 2 §6–7; issue 7 §1.4) ──
  'GET /api/user/review/:id': { access: 'public', id: { kind: 'user', scope: 'public-read', in: 'path' }, ok: 200 },
  'GET /api/listing/review/:id': { access: 'signed-in', id: { kind: 'listing', scope: 'public-read', in: 'path' }, ok: 200 },
  'POST /api/user/review': {
    access: 'signed-in',
    id: { kind: 'user', scope: 'public-read', in: 'body' },
    ok: 403,
    bodyFor: (id) => ({ lister_id: id, score: 5, message: 'Great place.' }),
    why: 'own id: review_self 403; foreign: only a verified tenant with a rental from that lister (tenant_required 403); the fixture tenant already reviewed (409)',
    roles: { tenant: { foreign: 409 } },
  },
  'POST /api/user/review-response': {
    access: 'signed-in',
    id: { kind: 'review', scope: 'owner-only', in: 'body' },
    ok: 201,
    bodyFor: (id) => ({ review_id: id, message: 'Thank you!' }),
    why: 'only the reviewed lister responds to a review on their profile',
  },

  // ── messages (spec 3 §6–7): logged-in ACTIVE users, threads of their own ──
  'GET /api/messages': { access: 'signed-in', ok: 200 },
  'GET /api/messages/unread': { access: 'signed-in', ok: 200 },
  'GET /api/messages/:id': { access: 'signed-in', id: { kind: 'thread', scope: 'participants', in: 'path' }, ok: 200 },
  'POST /api/messages': { access: 'signed-in', ok: 422, body: {} },
  'POST /api/messages/:id/read': { access: 'signed-in', id: { kind: 'thread', scope: 'participants', in: 'path' }, ok: 200, body: {} },
  'DELETE /api/messages/:id': { access: 'signed-in', id: { kind: 'thread', scope: 'participants', in: 'path' }, ok: 200 },

  // ── saved listings: public listings saved by a signed-in user ──
  'GET /api/saved-listings': { access: 'signed-in', ok: 200 },
  'POST /api/saved-listings/:listingId': { access: 'signed-in', id: { kind: 'listing', scope: 'public-read', in: 'path' }, ok: 201, body: {} },
  'DELETE /api/saved-listings/:listingId': { access: 'signed-in', id: { kind: 'listing', scope: 'public-read', in: 'path' }, ok: 200 },

  // ── replication (ARCHITECTURE §4) ──
  // The collection is checked first (its names are public), then the protocol, then the session.
  'GET /api/sync/:collection/pull': { access: 'signed-in', id: { kind: 'collection', scope: 'name', in: 'path' }, ok: 200, headers: SYNC, roles: { visitor: { nonexistent: 404 } } },
  'POST /api/sync/:collection/push': {
    access: 'signed-in',
    id: { kind: 'collection', scope: 'name', in: 'path' },
    ok: 422,
    body: {},
    headers: SYNC,
    roles: { visitor: { nonexistent: 404 } },
  },

  // ── web push ──
  'GET /api/push/public-key': { access: 'public', ok: 200 },
  'POST /api/push/subscriptions': { access: 'signed-in', ok: 422, body: {} },
  'DELETE /api/push/subscriptions': {
    access: 'signed-in',
    id: { kind: 'endpoint', scope: 'owner-only', in: 'body' },
    ok: 200,
    foreign: 200,
    nonexistent: 200,
    bodyFor: (id) => ({ endpoint: id }),
    why: 'answers ok for any endpoint (reveals nothing) but removes only the caller\u2019s own subscription',
  },

  // ── classified ahead: payments (pay-server branch; ignored until the routes exist) ──
  // Spec 1 §7 `/{provider}/…` calls, plans, my services, payouts and lister settings. DECISIONS #8: a
  // switched session never touches payment methods or payouts. Payout calls are for listers only.
  'POST /api/stripe/setup-customer': {
    access: 'signed-in',
    id: { kind: 'user', scope: 'owner-only', in: 'body' },
    ok: 200,
    foreign: 200,
    nonexistent: 200,
    bodyFor: (id) => ({ user_id: id, customer_id: '', name: 'Ada L', email: 'someone@example.com' }),
    roles: NOT_SWITCHED,
    why: 'the body\u2019s user_id is the spec\u2019s; the server acts on the session\u2019s user only, whatever id it names',
  },
  'POST /api/stripe/setup-intent': { access: 'signed-in', ok: 200, body: { customer_id: '', name: 'Ada L', email: 'someone@example.com' }, roles: NOT_SWITCHED },
  'POST /api/stripe/save-payment-method': {
    access: 'signed-in',
    id: { kind: 'user', scope: 'owner-only', in: 'body' },
    ok: 402,
    foreign: 402,
    nonexistent: 402,
    bodyFor: (id) => ({ user_id: id, customer_id: 'cus_matrix', payment_method: 'pm_matrix_unknown' }),
    roles: NOT_SWITCHED,
    why: 'Stripe does not know the payment method (payment_failed 402); a foreign user_id never reaches another account',
  },
  'POST /api/stripe/remove-payment-method': { access: 'signed-in', ok: 200, body: {}, roles: { ...NOT_SWITCHED, seeker: 404, tenant: 404, admin: 404 }, runLast: true, why: 'nobody but the listers has a card on file (not_found)' },
  // The fixtures' cards are set on the user record only (listings-factory), not in a payments account: card_needed.
  'POST /api/stripe/update-card': { access: 'signed-in', ok: 408, body: { exp_month: 12, exp_year: 2031 }, roles: NOT_SWITCHED },
  'GET /api/stripe/card': { access: 'signed-in', ok: 200 },
  'POST /api/user/subscription': { access: 'signed-in', ok: 408, body: { user_plan: 'seeker' }, roles: { ...NOT_SWITCHED, seeker: 409 }, runLast: true, why: 'the seeker has that plan already (conflict); the others have no usable card' },
  'POST /api/user/renew-subscription': { access: 'signed-in', ok: 408, body: { user_plan: 'seeker' }, roles: NOT_SWITCHED, runLast: true },
  'GET /api/account-service': { access: 'signed-in', ok: 200 },
  'GET /api/stripe/account': { access: 'listers', ok: 200, roles: NOT_SWITCHED },
  'GET /api/stripe/dashboard-link': { access: 'listers', ok: 200, roles: NOT_SWITCHED },
  'GET /api/stripe/get-custom-link': { access: 'listers', ok: 200, query: () => 'type=account_onboarding', roles: NOT_SWITCHED },
  'PUT /api/lister/settings/autopay': { access: 'listers', ok: 200, body: { status: 1 }, roles: NOT_SWITCHED },
  'GET /api/lister/settings/payout-config': { access: 'listers', ok: 200, roles: NOT_SWITCHED },
  'PUT /api/lister/settings/payout-config': { access: 'listers', ok: 200, body: { config_id: 1 }, roles: NOT_SWITCHED },
  'POST /api/stripe/webhook': { access: 'public', ok: 400, body: {}, why: 'Stripe signs its calls: without a valid signature nothing is read' },

  // ── classified ahead: rentals (rentals-server branch; ignored until the routes exist) ──
  // Spec 3 §6–7. Rentals and payment requests are the lister's and the tenant's (participants); My
  // Crew, revenue and payouts are the lister's. No rental exists in the fixtures of main, so ids of
  // rentals, payment requests and invitation tokens are checked as nonexistent ones only here; the
  // own and foreign cases on real rentals are rental-authorization.test.ts's table.
  'POST /api/rental/invite': { access: 'listers', ok: 422, body: {} },
  'PUT /api/rental/:id': { access: 'listers', id: RENTAL, ok: 422, nonexistent: 422, body: {}, why: 'the form is checked before the rental is looked up' },
  'POST /api/rental/:id/resend-invite': { access: 'listers', id: RENTAL, ok: 200, body: {} },
  'POST /api/rental/:id/cancel-invite': { access: 'listers', id: RENTAL, ok: 200, body: {} },
  'POST /api/rental/:id/decline': { access: 'signed-in', id: RENTAL, ok: 200, body: {} },
  'GET /api/rental/token/:token': { access: 'public', id: { kind: 'inviteToken', scope: 'owner-only', in: 'path' }, ok: 200 },
  'GET /api/rental/check-invite': { access: 'public', ok: 422 },
  'POST /api/rental/register': { access: 'public', ok: 422, body: {} },
  // Accepting agrees to the terms and may charge the deposit; autopay and paying a request charge the
  // card: never while switched (DECISIONS #8), whatever the id.
  'GET /api/rental/accept': { access: 'signed-in', ok: 422, roles: NOT_SWITCHED },
  'POST /api/rental/accept': { access: 'signed-in', ok: 422, body: {}, roles: NOT_SWITCHED },
  'POST /api/rental/:id/accept': { access: 'signed-in', id: RENTAL, ok: 200, body: {}, roles: NOT_SWITCHED },
  'POST /api/rental/:id/request-autopay': {
    access: 'signed-in',
    id: RENTAL,
    ok: 200,
    nonexistent: 409,
    body: {},
    why: 'payout_onboarding_required (the caller has no payout account) is answered before the rental is looked up; it reveals nothing',
  },
  'POST /api/rental/:id/accept-autopay': { access: 'signed-in', id: RENTAL, ok: 200, body: {}, roles: NOT_SWITCHED },
  'POST /api/rental/:id/decline-autopay': { access: 'signed-in', id: RENTAL, ok: 200, body: {} },
  'POST /api/rental/:id/disable-autopay': { access: 'signed-in', id: RENTAL, ok: 200, body: {} },
  'POST /api/rental/:id/checkout-date': { access: 'signed-in', id: RENTAL, ok: 422, nonexistent: 422, body: {}, why: 'the form is checked first' },
  'POST /api/rental/:id/checkout-date/confirm': { access: 'signed-in', id: RENTAL, ok: 200, body: {} },
  'POST /api/rental/:id/checkout': { access: 'signed-in', id: RENTAL, ok: 422, nonexistent: 422, body: {}, why: 'the form is checked first' },
  'PUT /api/rental/:id/update-tenant-note': { access: 'signed-in', id: RENTAL, ok: 422, body: {} },
  'GET /api/rental': { access: 'signed-in', ok: 200 },
  'GET /api/rentals': { access: 'listers', ok: 200 },
  'GET /api/rental-history': { access: 'listers', ok: 200 },
  'GET /api/rental-history/tenant/:id': {
    access: 'listers',
    id: { kind: 'user', scope: 'participants', in: 'path' },
    ok: 404,
    why: 'the id names one of the caller\u2019s tenants; the caller\u2019s own id and another lister\u2019s name nobody\u2019s tenant',
  },
  'GET /api/lister/tenants/monthly-report': { access: 'listers', ok: 200 },
  'GET /api/lister/payments': { access: 'listers', ok: 200 },
  'GET /api/lister/tenants/export': { access: 'listers', ok: 200 },
  'GET /api/lister/listings/unrented': { access: 'listers', ok: 200 },
  'GET /api/lister/:lister/listings/unrented': {
    access: 'listers',
    id: { kind: 'user', scope: 'public-read', in: 'path' },
    ok: 200,
    nonexistent: 200,
    why: 'the spec\u2019s path shape; the id is ignored and the caller\u2019s own unrented beds are answered (the state and private-field checks hold that)',
  },
  'POST /api/lister/send-message-to-tenant': { access: 'listers', ok: 422, body: {} },
  'GET /api/payment-request': { access: 'signed-in', ok: 200 },
  'POST /api/payment-request': { access: 'listers', ok: 422, body: {} },
  'PUT /api/payment-request/:id': { access: 'signed-in', id: { kind: 'paymentRequest', scope: 'participants', in: 'path' }, ok: 200, body: {}, roles: NOT_SWITCHED },
  'DELETE /api/payment-request/:id': { access: 'signed-in', id: { kind: 'paymentRequest', scope: 'participants', in: 'path' }, ok: 200, body: {} },
  'GET /api/transaction': { access: 'signed-in', ok: 200 },
  'POST /api/transaction': { access: 'listers', ok: 422, body: {} },
  // Another lister's listing answers 404 (its existence is not confirmed).
  'GET /api/lister/listings/:id/pad-pass': { access: 'listers', id: { kind: 'listing', scope: 'owner-only', in: 'path' }, ok: 200, foreign: 404 },
  'PUT /api/lister/listings/:id/pad-pass': { access: 'listers', id: { kind: 'listing', scope: 'owner-only', in: 'path' }, ok: 200, foreign: 404, body: {} },
  'GET /api/user/alert-settings': { access: 'signed-in', ok: 200 },
  'PUT /api/user/alert-settings': { access: 'signed-in', ok: 422, body: {} },
  'GET /api/user/get-count-pending-invite': { access: 'signed-in', ok: 200 },
};

/** Whether the router has the payments module (pay-server): some entries answer differently then. */
export const hasPayments = (routeKeys: ReadonlySet<string>) => routeKeys.has('POST /api/stripe/setup-intent');

/** The entry as it applies to this router. */
export function entryFor(key: string, routeKeys: ReadonlySet<string>): RouteAccess | undefined {
  const entry = ROUTE_ACCESS[key];
  if (!entry?.whenPayments || !hasPayments(routeKeys)) return entry;
  return { ...entry, ...entry.whenPayments };
}

/** The cases a route is called with: `none` without an id, else own / foreign / nonexistent (names have no owner). */
export function idCasesOf(entry: RouteAccess): IdCase[] {
  if (!entry.id) return ['none'];
  return entry.id.scope === 'name' ? ['foreign', 'nonexistent'] : ['own', 'foreign', 'nonexistent'];
}

/** The status the table expects for a role and id case. */
export function expectedStatus(entry: RouteAccess, role: Role, idCase: IdCase): Outcome {
  const override = entry.roles?.[role];
  if (typeof override === 'number') return override;
  if (override?.[idCase] !== undefined) return override[idCase];
  if (role === 'visitor' && entry.access !== 'public') return 401;
  if (entry.access === 'admin' && role !== 'admin') return 403;
  if (entry.access === 'listers' && !LISTING_ROLES.includes(role)) return 403;
  if (idCase === 'nonexistent') return entry.nonexistent ?? 404;
  if (idCase === 'foreign') {
    if (entry.foreign !== undefined) return entry.foreign;
    if (entry.id?.scope === 'owner-only') return 403;
    if (entry.id?.scope === 'participants') return 404;
  }
  return entry.ok;
}
