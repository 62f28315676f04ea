import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import type * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MANUAL_PAYMENT_METHODS,
  PAYMENT_REQUEST_TYPES,
  acceptRentalInputSchema,
  alertSettingsSchema,
  checkoutInputSchema,
  inviteTenantInputSchema,
  manualPaymentInputSchema,
  padPassInputSchema,
  paymentRequestInputSchema,
  rejectPaymentRequestInputSchema,
  rentalCommandInputSchema,
  rentalRegisterInputSchema,
  rentalsQuerySchema,
  requestAutopayInputSchema,
  sendTenantMessageInputSchema,
  transactionsQuerySchema,
  updateTenantNoteInputSchema,
  type Listing,
  type PadPass,
  type PaymentRequest,
  type Rental,
  type RentalsListOutput,
} from '@crashpad/sync';
import { parseInput } from '../../http/validate.js';
import { wellFormedText } from '../../http/well-formed-text.js';
import type { SignedUp } from '../../test-support/accounts-factory.js';
import { asciiJson, awkwardText, expectHostileBodiesRefused, expectHostilePathsRefused, hostileBody, hostileSegment, percentEncodeAny, rawJunk, settledState, storedState, type HostileEndpoint } from '../../test-support/hostile-input.js';
import { latestInviteLink } from '../../test-support/rental-authz-world.js';
import { accept, invite, inviteBody, inviteToken, onboardedLister, tenantWithCard } from '../../test-support/rentals-test-kit.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

/**
 * Property: junk thrown at the rentals endpoints (invitations, acceptance, autopay, check-out,
 * notes, payment requests, manual payments, bulk messages, Pad Pass, alert settings) is answered
 * 4xx, never 5xx, and changes nothing: no rental, invitation, payment request, ledger row, pad
 * pass, message, mail or alert. The fixtures hold what a wrongly accepted body would change: a
 * live (accepted, autopay on) rental, a pending invitation and an open payment request.
 *
 * Two worlds. In `main` every body-taking route refuses even a body its schema accepts (the
 * rental's state or the caller's side forbids it), so every answer must be 4xx and one snapshot
 * before and after covers all of them. In `open` the state lets a schema-valid body do its job
 * (a `{ token }` resends, declines or accepts the pending invitation, `{ note_agreement }`
 * rewrites the note, `{ reason }` rejects the request, …): there a 2xx is allowed only for a
 * body the route's own schema accepts, and any other body must be 4xx with nothing changed.
 */
let server: TestServer;

interface World {
  lister: SignedUp;
  tenant: SignedUp;
  listing: Listing;
  /** The tenant's accepted rental (bed 0): autopay 1, the deposit charged at acceptance. */
  rental: Rental;
  /** A pending invitation from the lister (bed 1, autopay 0) and its link's token. */
  pending: Rental;
  pendingLink: string;
  /** The lister's open (pending) payment request on `rental`. */
  request: PaymentRequest;
}

/** A lister, their tenant with an accepted rental, a pending invitation (to `pendingTo`), an open payment request and a Pad Pass. */
async function buildWorld(pendingTo: 'tenant' | 'outsider'): Promise<World> {
  const { lister, listing } = await onboardedLister(server);
  const tenant = await tenantWithCard(server);
  await invite(server, lister.token, inviteBody(server, listing, tenant.email, { auto_pay: 1, deposit: 250, note_agreement: 'No smoking.' }, 0));
  const accepted = await accept(server, tenant.token, await inviteToken(server, tenant.email));
  if (accepted.status !== 200) throw new Error(`accept: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  const pendingEmail = pendingTo === 'tenant' ? tenant.email : `outsider.${Date.now().toString(36)}.${Math.random().toString(36).slice(2)}@example.com`;
  const pending = await invite(server, lister.token, inviteBody(server, listing, pendingEmail, { auto_pay: 0, deposit: 0 }, 1));
  const pendingLink = await latestInviteLink(server, pendingEmail);
  const sent = await server.api<{ data: PaymentRequest }>('POST', '/payment-request', { token: lister.token, body: { tenant_id: accepted.body.data.id, payment_for: 'parking', amount: '40.00', notes: 'Parking, May' } });
  if (sent.status !== 201) throw new Error(`payment request: ${sent.status} ${JSON.stringify(sent.body)}`);
  const pass = await server.api('PUT', `/lister/listings/${listing.id}/pad-pass`, { token: lister.token, body: { door_code: '4711', house_rules: 'Quiet after 22:00', emergency_contact: 'Ada, (303) 555-0199' } });
  if (pass.status !== 200) throw new Error(`pad pass: ${pass.status} ${JSON.stringify(pass.body)}`);
  await server.stripe.webhooksIdle();
  return { lister, tenant, listing, rental: accepted.body.data, pending, pendingLink, request: sent.body.data };
}

let main: World;
let open: World;
beforeAll(async () => {
  server = await startTestServer();
  main = await buildWorld('outsider');
  open = await buildWorld('tenant');
}, 60_000);
afterAll(() => server.close());

/** Everything a rentals command writes (directly or through mail, alerts, messages, payments and sync counters). */
const COLLECTIONS = [
  'rentals',
  'payment_requests',
  'rental_ledger',
  'pad_passes',
  'alert_settings',
  'alerts_sent',
  'outbox_events',
  'dev_mailbox',
  'messages',
  'threads',
  'users',
  'listings',
  'payment_ledger',
  'payment_operations',
  'payment_accounts',
  'sync_counters',
  'account_tokens',
];
const snapshot = () => storedState(server, COLLECTIONS);
/** The state to compare later reads with: after the writes that trail an earlier request (settledState). */
const settled = () => settledState(server, COLLECTIONS);

/** The keys of a route's valibot object schema (a `v.pipe` keeps its root's `entries`). */
const fieldsOf = (schema: v.GenericSchema): string[] => Object.keys((schema as { entries?: Record<string, unknown> }).entries ?? {});
const INVITE_FIELDS = fieldsOf(inviteTenantInputSchema);
/** The rental commands that take no fields (rentalCommandInputSchema): an old client's `token`, nothing else. */
const TOKEN_ONLY = fieldsOf(rentalCommandInputSchema);
const CHECKOUT_FIELDS = fieldsOf(checkoutInputSchema);
/** Server-owned fields a client must never set, and the names of real fields of other calls. */
const EXTRA_KEYS = ['status', 'lister_id', 'tenant_id', 'user_id', 'tenant_user_id', 'amount', 'amount_cents', 'rental_amount_cents', 'deposit_cents', 'paid', 'paid_at',
  'serverSeq', 'auto_pay', 'participants', 'token_digest', 'history', '_id', 'id', '_deleted', 'pad_pass', 'note_agreement', 'payment_for'];
const idsOf = (w: World) => [w.rental.id, w.pending.id, w.listing.id, w.listing.rooms[0]!.id, w.listing.rooms[0]!.beds[0]!.id, w.listing.rooms[0]!.beds[1]!.id,
  w.request.id, w.pendingLink, w.tenant.user.id, w.lister.user.id, w.tenant.email];

/** Whether the route's own schema takes `body` as the server receives it (JSON), with the module's own parse rules. */
function schemaAccepts(schema: v.GenericSchema, body: unknown): boolean {
  try {
    parseInput(schema, JSON.parse(JSON.stringify(body)) as unknown);
    return true;
  } catch {
    return false;
  }
}

interface OpenEndpoint {
  method: string;
  path: string;
  token: string;
  /** The schema the route validates its body with. */
  schema: v.GenericSchema;
  /** A body the schema accepts, tried first (it may do its job: the state then really moves, e.g. autopay requested → acceptable). */
  valid?: unknown;
}

/**
 * Property for routes whose contract takes some hostile-looking bodies (all fields optional,
 * free text, an ignored `token`): never a 5xx; a body the route's schema refuses is 4xx and
 * changes nothing (compared with the state just before it, since an accepted body may change
 * things); a body the schema accepts may do what the route is for. Returns how many were accepted.
 */
async function expectRefusedUnlessSchemaAccepts(endpoints: OpenEndpoint[], options: { seed: number; numRuns?: number; extraScalars: string[] }): Promise<number> {
  let accepted = 0;
  let current = await settled();
  for (const [index, endpoint] of endpoints.entries()) {
    await fc.assert(
      fc.asyncProperty(hostileBody(fieldsOf(endpoint.schema), { extraKeys: EXTRA_KEYS, extraScalars: options.extraScalars }), async (body) => {
        const res = await server.api(endpoint.method, endpoint.path, { body, token: endpoint.token });
        const seen = `${endpoint.method} ${endpoint.path} ${JSON.stringify(body).slice(0, 200)} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
        expect(res.status, seen).toBeLessThan(500);
        if (schemaAccepts(endpoint.schema, body)) {
          accepted += 1;
          current = await settled();
          return;
        }
        expect(res.status, seen).toBeGreaterThanOrEqual(400);
        expect(await snapshot(), seen).toEqual(current);
      }),
      // Bodies the `?? {}` idiom would wave through, tried first.
      { numRuns: options.numRuns ?? 25, seed: options.seed + index, examples: [...(endpoint.valid === undefined ? [] : [[endpoint.valid]]), [null], [[]], [false], [0], ['']] },
    );
  }
  return accepted;
}

/** `body` as JSON text with every non-ASCII unit escaped (`escaped`), or as the test client's UTF-8 JSON. */
const send = (method: string, path: string, token: string | undefined, body: unknown, escaped: boolean) =>
  server.api<Record<string, unknown>>(method, path, escaped ? { token, raw: asciiJson(body), contentType: 'application/json' } : { token, body });

/** Every rentals route (the probes below would pass vacuously against a route that moved). */
const RENTAL_ROUTES = [
  'POST /rental/invite', 'PUT /rental/:id', 'POST /rental/:id/resend-invite', 'POST /rental/:id/cancel-invite', 'POST /rental/:id/decline',
  'GET /rental/token/:token', 'GET /rental/check-invite', 'POST /rental/register', 'GET /rental/accept', 'POST /rental/accept', 'POST /rental/:id/accept',
  'POST /rental/:id/request-autopay', 'POST /rental/:id/accept-autopay', 'POST /rental/:id/decline-autopay', 'POST /rental/:id/disable-autopay',
  'POST /rental/:id/checkout-date', 'POST /rental/:id/checkout-date/confirm', 'POST /rental/:id/checkout', 'PUT /rental/:id/update-tenant-note', 'GET /rental',
  'GET /rentals', 'GET /rental-history', 'GET /rental-history/tenant/:id', 'GET /lister/tenants/monthly-report', 'GET /lister/payments', 'GET /lister/tenants/export',
  'GET /lister/listings/unrented', 'GET /lister/:lister/listings/unrented', 'POST /lister/send-message-to-tenant', 'GET /payment-request', 'POST /payment-request',
  'PUT /payment-request/:id', 'DELETE /payment-request/:id', 'GET /transaction', 'POST /transaction', 'GET /lister/listings/:id/pad-pass',
  'PUT /lister/listings/:id/pad-pass', 'GET /user/alert-settings', 'PUT /user/alert-settings', 'GET /user/get-count-pending-invite',
];

describe('hostile input to the rentals endpoints', () => {
  it('every rentals route probed here exists', () => {
    const registered = new Set(server.routes.map((r) => `${r.method} ${r.path.replace(/^\/api/, '')}`));
    expect(RENTAL_ROUTES.filter((r) => !registered.has(r))).toEqual([]);
  });

  it('answers 4xx to hostile bodies where even a valid body is refused, as lister and as tenant, and changes nothing', async () => {
    const { lister: L, tenant: T, rental: A, pending: P, request: R, listing } = main;
    const both = (method: string, path: string, fields: string[]): HostileEndpoint[] => [
      { method, path, fields, token: L.token },
      { method, path, fields, token: T.token },
    ];
    const before = await settled();
    await expectHostileBodiesRefused(
      server,
      [
        // Forms too demanding for junk to pass (an e-mail, ids, dates, hours, an amount); the tenant is no lister (403).
        ...both('POST', '/rental/invite', INVITE_FIELDS),
        ...both('PUT', `/rental/${A.id}`, INVITE_FIELDS),
        ...both('PUT', `/rental/${P.id}`, INVITE_FIELDS),
        // The rental is accepted: no resend, cancel or decline (409); the tenant is no lister (403), the lister no invitee (404).
        ...both('POST', `/rental/${A.id}/resend-invite`, TOKEN_ONLY),
        ...both('POST', `/rental/${A.id}/cancel-invite`, TOKEN_ONLY),
        ...both('POST', `/rental/${A.id}/decline`, TOKEN_ONLY),
        // The pending invitation is addressed to someone else: neither may decline or accept it, by id or by its link.
        ...both('POST', `/rental/${P.id}/decline`, TOKEN_ONLY),
        ...both('POST', `/rental/${P.id}/accept`, TOKEN_ONLY),
        ...both('POST', '/rental/accept', fieldsOf(acceptRentalInputSchema)),
        { method: 'POST', path: `/rental/${A.id}/accept`, fields: TOKEN_ONLY, token: L.token },
        // Autopay is on (1): no request (409), nothing to accept or decline (409 / 404); the tenant has no payout account (409).
        ...both('POST', `/rental/${A.id}/request-autopay`, fieldsOf(requestAutopayInputSchema)),
        ...both('POST', `/rental/${A.id}/accept-autopay`, TOKEN_ONLY),
        ...both('POST', `/rental/${A.id}/decline-autopay`, TOKEN_ONLY),
        // Check-out: a date and a whole hour junk does not hit; nothing requested to confirm (409), the tenant confirms nothing (404).
        ...both('POST', `/rental/${A.id}/checkout-date`, CHECKOUT_FIELDS),
        ...both('POST', `/rental/${A.id}/checkout-date/confirm`, TOKEN_ONLY),
        ...both('POST', `/rental/${A.id}/checkout`, CHECKOUT_FIELDS),
        // The tenant does not edit the note (404), send messages, requests or manual payments, or set a Pad Pass (403).
        { method: 'PUT', path: `/rental/${A.id}/update-tenant-note`, fields: fieldsOf(updateTenantNoteInputSchema), token: T.token },
        { method: 'POST', path: '/lister/send-message-to-tenant', fields: fieldsOf(sendTenantMessageInputSchema), token: T.token },
        { method: 'POST', path: '/payment-request', fields: fieldsOf(paymentRequestInputSchema), token: T.token },
        { method: 'POST', path: '/transaction', fields: fieldsOf(manualPaymentInputSchema), token: T.token },
        { method: 'PUT', path: `/lister/listings/${listing.id}/pad-pass`, fields: fieldsOf(padPassInputSchema), token: T.token },
        // Paying takes no body at all (only `{}`, never generated); the lister pays nothing (404) and rejects nothing (404).
        ...both('PUT', `/payment-request/${R.id}`, []),
        { method: 'DELETE', path: `/payment-request/${R.id}`, fields: fieldsOf(rejectPaymentRequestInputSchema), token: L.token },
        // Account creation inside an invitation: the whole sign-up form and a live link of the invited address.
        { method: 'POST', path: '/rental/register', fields: fieldsOf(rentalRegisterInputSchema) },
        { method: 'POST', path: '/rental/register', fields: fieldsOf(rentalRegisterInputSchema), token: T.token },
      ],
      { seed: 4301, extraKeys: EXTRA_KEYS, extraScalars: idsOf(main) },
    );
    expect(await snapshot()).toEqual(before);
  });

  it('where a valid body does its job, answers 2xx only to a body the route’s schema accepts; any other is 4xx and changes nothing', async () => {
    const { lister: L, tenant: T, rental: A, pending: P, request: R, listing } = open;
    const both = (method: string, path: string, schema: v.GenericSchema, valid?: unknown): OpenEndpoint[] => [
      { method, path, schema, token: L.token, valid },
      { method, path, schema, token: T.token, valid },
    ];
    const accepted = await expectRefusedUnlessSchemaAccepts(
      [
        // The invitation is the tenant's and pending: a `{ token }` (or `{}`) resends it (lister), declines or accepts it (tenant).
        ...both('POST', `/rental/${P.id}/resend-invite`, rentalCommandInputSchema, { token: 'from-an-old-client' }),
        // Autopay 0 on the invitation: the valid request makes it 2, so that a wrongly accepted decline or accept would move it again.
        ...both('POST', `/rental/${P.id}/request-autopay`, requestAutopayInputSchema, {}),
        ...both('POST', `/rental/${P.id}/decline-autopay`, rentalCommandInputSchema),
        ...both('POST', `/rental/${P.id}/accept-autopay`, rentalCommandInputSchema),
        // Autopay 1 on the rental: either side may ask to disable it.
        ...both('POST', `/rental/${A.id}/disable-autopay`, rentalCommandInputSchema),
        // Free text and all-optional forms: the note, the Pad Pass, alert settings.
        ...both('PUT', `/rental/${A.id}/update-tenant-note`, updateTenantNoteInputSchema, { note_agreement: 'Quiet after ten.' }),
        ...both('PUT', `/lister/listings/${listing.id}/pad-pass`, padPassInputSchema, { door_code: '2468' }),
        ...both('PUT', '/user/alert-settings', alertSettingsSchema, { quiet_start: null, quiet_end: null, time_zone: 'UTC' }),
        // Forms that junk aimed at the real ids, payment types and methods may complete.
        ...both('POST', '/lister/send-message-to-tenant', sendTenantMessageInputSchema, { message_body: 'Water is off on Tuesday.', tenants: [A.id] }),
        ...both('POST', '/payment-request', paymentRequestInputSchema, { tenant_id: A.id, payment_for: 'other', amount: 12 }),
        ...both('POST', '/transaction', manualPaymentInputSchema, { tenant_id: A.id, payment_method: 'cash', amount: 12 }),
        // An accepted rental's accept answers the acceptance again (200, nothing changes).
        { method: 'POST', path: `/rental/${A.id}/accept`, schema: rentalCommandInputSchema, token: T.token },
        // Last, and with no valid body tried first: the first valid one ends the request or the invitation.
        { method: 'DELETE', path: `/payment-request/${R.id}`, schema: rejectPaymentRequestInputSchema, token: L.token },
        { method: 'DELETE', path: `/payment-request/${R.id}`, schema: rejectPaymentRequestInputSchema, token: T.token },
        { method: 'POST', path: `/rental/${P.id}/decline`, schema: rentalCommandInputSchema, token: T.token },
        { method: 'POST', path: `/rental/${P.id}/cancel-invite`, schema: rentalCommandInputSchema, token: L.token },
        { method: 'POST', path: `/rental/${P.id}/accept`, schema: rentalCommandInputSchema, token: T.token },
      ],
      { seed: 4401, numRuns: 15, extraScalars: [...idsOf(open), ...PAYMENT_REQUEST_TYPES, ...MANUAL_PAYMENT_METHODS, 'UTC', '10.00', '22:00'] },
    );
    // The valid bodies tried first were taken for what they are (so the refusals above are the schemas', not the state's).
    expect(accepted).toBeGreaterThanOrEqual(8);
  });

  it('answers 4xx to bodies that are not JSON objects, in any content type, and changes nothing', async () => {
    const { lister: L, tenant: T, rental: A, pending: P, request: R, listing } = main;
    const endpoints: [method: string, path: string, token: string | undefined][] = [
      ['POST', '/rental/invite', L.token],
      ['PUT', `/rental/${A.id}`, L.token],
      ['PUT', `/rental/${P.id}`, L.token],
      ['POST', `/rental/${P.id}/resend-invite`, L.token],
      ['POST', `/rental/${P.id}/cancel-invite`, L.token],
      ['POST', `/rental/${A.id}/decline`, T.token],
      ['POST', '/rental/register', undefined],
      ['POST', '/rental/accept', T.token],
      ['POST', `/rental/${A.id}/accept`, T.token],
      ['POST', `/rental/${P.id}/request-autopay`, L.token],
      ['POST', `/rental/${A.id}/accept-autopay`, T.token],
      ['POST', `/rental/${A.id}/decline-autopay`, T.token],
      ['POST', `/rental/${A.id}/disable-autopay`, T.token],
      ['POST', `/rental/${A.id}/disable-autopay`, L.token],
      ['POST', `/rental/${A.id}/checkout-date`, T.token],
      ['POST', `/rental/${A.id}/checkout-date/confirm`, L.token],
      ['POST', `/rental/${A.id}/checkout`, L.token],
      ['PUT', `/rental/${A.id}/update-tenant-note`, L.token],
      ['POST', '/lister/send-message-to-tenant', L.token],
      ['POST', '/payment-request', L.token],
      ['PUT', `/payment-request/${R.id}`, T.token],
      ['DELETE', `/payment-request/${R.id}`, T.token],
      ['POST', '/transaction', L.token],
      ['PUT', `/lister/listings/${listing.id}/pad-pass`, L.token],
      ['PUT', '/user/alert-settings', T.token],
    ];
    const before = await settled();
    for (const [index, [method, path, token]] of endpoints.entries()) {
      await fc.assert(
        fc.asyncProperty(rawJunk, fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'), async (raw, contentType) => {
          const res = await server.api(method, path, { token, raw, contentType });
          const seen = `${method} ${path} ${contentType} ${JSON.stringify(raw)} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
          expect(res.status, seen).toBeLessThan(500);
          expect(res.status, seen).toBeGreaterThanOrEqual(400);
        }),
        { numRuns: 15, seed: 4501 + index, examples: [['null', 'application/json'], ['[]', 'application/json'], ['token=x', 'application/x-www-form-urlencoded']] },
      );
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers 4xx to hostile ids, tokens and queries and changes nothing', async () => {
    const { lister: L, tenant: T, listing } = main;
    const RENTALS_QUERY = fieldsOf(rentalsQuerySchema);
    const before = await settled();
    await expectHostilePathsRefused(
      server,
      [
        { method: 'GET', path: '/rental/token/{seg}' },
        { method: 'GET', path: '/rental/token/{seg}', token: T.token },
        { method: 'PUT', path: '/rental/{seg}', token: L.token },
        { method: 'POST', path: '/rental/{seg}/resend-invite', token: L.token },
        { method: 'POST', path: '/rental/{seg}/cancel-invite', token: L.token },
        { method: 'POST', path: '/rental/{seg}/decline', token: T.token },
        { method: 'POST', path: '/rental/{seg}/accept', token: T.token },
        { method: 'POST', path: '/rental/{seg}/request-autopay', token: L.token },
        { method: 'POST', path: '/rental/{seg}/accept-autopay', token: T.token },
        { method: 'POST', path: '/rental/{seg}/decline-autopay', token: T.token },
        { method: 'POST', path: '/rental/{seg}/disable-autopay', token: T.token },
        { method: 'POST', path: '/rental/{seg}/checkout-date', token: T.token },
        { method: 'POST', path: '/rental/{seg}/checkout-date/confirm', token: L.token },
        { method: 'POST', path: '/rental/{seg}/checkout', token: L.token },
        { method: 'PUT', path: '/rental/{seg}/update-tenant-note', token: L.token },
        { method: 'GET', path: '/rental-history/tenant/{seg}', token: L.token, queryKeys: RENTALS_QUERY },
        { method: 'GET', path: '/lister/listings/{seg}/pad-pass', token: L.token },
        { method: 'PUT', path: '/lister/listings/{seg}/pad-pass', token: L.token },
        { method: 'PUT', path: '/payment-request/{seg}', token: T.token },
        { method: 'DELETE', path: '/payment-request/{seg}', token: T.token },
        // Queries: the lists' filters, the link check, the accept link; the routes that take none refuse any.
        { method: 'GET', path: '/rental/check-invite', queryKeys: ['email', 'vcode'] },
        { method: 'GET', path: '/rental/accept', token: T.token, queryKeys: ['token'] },
        { method: 'GET', path: '/rentals', token: L.token, queryKeys: RENTALS_QUERY },
        { method: 'GET', path: '/rental-history', token: L.token, queryKeys: RENTALS_QUERY },
        { method: 'GET', path: '/transaction', token: L.token, queryKeys: fieldsOf(transactionsQuerySchema) },
        { method: 'GET', path: '/transaction', token: T.token, queryKeys: fieldsOf(transactionsQuerySchema) },
        { method: 'GET', path: '/lister/tenants/monthly-report', token: L.token },
        { method: 'GET', path: '/lister/payments', token: L.token },
        { method: 'GET', path: '/lister/tenants/export', token: L.token },
        { method: 'GET', path: '/lister/listings/unrented', token: L.token },
        { method: 'GET', path: `/lister/${L.user.id}/listings/unrented`, token: L.token },
        { method: 'GET', path: '/payment-request', token: L.token },
        { method: 'GET', path: '/payment-request', token: T.token },
        { method: 'GET', path: '/user/get-count-pending-invite', token: T.token },
        // These read no query: one only has to avoid a 5xx (as the other modules' plain reads).
        { method: 'GET', path: '/rental', token: T.token, queryKeys: [] },
        { method: 'GET', path: '/user/alert-settings', token: T.token, queryKeys: [] },
        { method: 'GET', path: `/lister/listings/${listing.id}/pad-pass`, token: L.token, queryKeys: [] },
      ],
      // The other world's records: real ids, but not the caller's to touch.
      { seed: 4601, numRuns: 20, extraSegments: [open.rental.id, open.pending.id, open.listing.id, open.request.id, open.tenant.user.id] },
    );
    // The spec's path shape names a lister that is ignored (the caller's own beds are answered): any segment, never a 5xx.
    await fc.assert(
      fc.asyncProperty(hostileSegment([open.lister.user.id]), async (segment) => {
        const res = await server.api('GET', `/lister/${segment}/listings/unrented`, { token: L.token });
        expect(res.status, segment.slice(0, 200)).toBeLessThan(500);
      }),
      { numRuns: 20, seed: 4699 },
    );
    expect(await snapshot()).toEqual(before);
  });

  it('answers full-Unicode text (lone surrogates, NUL, U+FFFF, U+2028, RTL marks, astral) without a 5xx, and free text reads back as stored', async () => {
    const { lister: L, tenant: T, rental: A, listing } = main;
    // Free text is not refused for a lone surrogate: the body reader (http/well-formed-text.ts)
    // reads each as U+FFFD, and the text is stored trimmed, the same in every store.
    await fc.assert(
      fc.asyncProperty(awkwardText(1), fc.boolean(), async (text, escaped) => {
        const seen = `${asciiJson(text)} ${escaped ? 'escaped' : 'utf-8'}`;
        const expected = wellFormedText(text.trim());

        const note = await send('PUT', `/rental/${A.id}/update-tenant-note`, L.token, { note_agreement: text }, escaped);
        expect(note.status, seen).toBe(200);
        const crew = await server.api<RentalsListOutput>('GET', '/rentals?status=accepted', { token: L.token });
        expect(crew.body.data.find((r) => r.id === A.id)?.note_agreement, seen).toBe(expected);
        const mine = await server.api<{ data: Rental[] }>('GET', '/rental', { token: T.token });
        expect(mine.body.data.find((r) => r.id === A.id)?.note_agreement, seen).toBe(expected);

        const pass = await send('PUT', `/lister/listings/${listing.id}/pad-pass`, L.token, { door_code: text, house_rules: text, emergency_contact: text }, escaped);
        expect(pass.status, seen).toBe(200);
        const read = await server.api<{ data: PadPass }>('GET', `/lister/listings/${listing.id}/pad-pass`, { token: L.token });
        expect(read.body.data, seen).toMatchObject({ door_code: expected, house_rules: expected, emergency_contact: expected });

        const message = await send('POST', '/lister/send-message-to-tenant', L.token, { message_body: text, tenants: [A.id] }, escaped);
        expect(message.status, seen).toBe(text.trim() === '' ? 422 : 200);
        const request = await send('POST', '/payment-request', L.token, { tenant_id: A.id, payment_for: 'other', amount: 1, notes: text }, escaped);
        expect(request.status, seen).toBe(201);
        expect((request.body.data as PaymentRequest).notes, seen).toBe(expected);

        // Fields that are not free text refuse it: an e-mail, a name without a live invitation, a link check.
        expect((await send('POST', '/rental/invite', L.token, inviteBody(server, listing, text, {}, 2), escaped)).status, seen).toBe(422);
        const register = await send('POST', '/rental/register', undefined, { first_name: text, last_name: text, display_name: text, email: text, verification_code: text }, escaped);
        expect(register.status, seen).toBeGreaterThanOrEqual(400);
        expect(register.status, seen).toBeLessThan(500);
        const check = await server.api('GET', `/rental/check-invite?email=${percentEncodeAny(text)}&vcode=${main.pendingLink}`);
        expect(check.status, seen).toBeGreaterThanOrEqual(400);
        expect(check.status, seen).toBeLessThan(500);
      }),
      {
        numRuns: 20,
        seed: 4701,
        examples: [['\ud800', true], ['\udfff', false], ['a\u0000b', true], ['\uffff', true], ['\u2028\u2029', false], ['\u200f\u202e\u2066', true], ['\u{1f6eb}', true], ['\ud83d', true]],
      },
    );
  });

  it('a note with lone surrogates sent as JSON escapes is stored (as U+FFFD), and reads back after the server restarts over its data', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'crashpad-rentals-unicode-'));
    const note = 'Bunk \ud800 high, \udfff low, NUL \u0000, \uffff, \u2028line\u2029para\u0085, \u200f\u202eRTL, \u{1f6eb} astral';
    let disk: TestServer | null = await startTestServer({ dataDir });
    try {
      const { lister, listing } = await onboardedLister(disk);
      const rental = await invite(disk, lister.token, inviteBody(disk, listing, 'far.away@example.com', { auto_pay: 0 }));
      // Raw JSON text, exactly as a client's bytes: `{"note_agreement":"Bunk \ud800 high, …"}`.
      const raw = `{"note_agreement":${asciiJson(note)}}`;
      expect(raw).toContain('\\ud800');
      const written = await disk.api<{ data: Rental }>('PUT', `/rental/${rental.id}/update-tenant-note`, { token: lister.token, raw, contentType: 'application/json' });
      expect(written.status).toBe(200);
      // Stored, with the lone surrogates as U+FFFD (the rest as sent): not refused.
      const kept = wellFormedText(note);
      expect(kept).not.toBe(note);
      expect(written.body.data.note_agreement).toBe(kept);
      const pass = await disk.api('PUT', `/lister/listings/${listing.id}/pad-pass`, { token: lister.token, raw: `{"house_rules":${asciiJson(note)}}`, contentType: 'application/json' });
      expect(pass.status).toBe(200);

      await disk.close();
      disk = null;
      disk = await startTestServer({ dataDir });
      const crew = await disk.api<RentalsListOutput>('GET', '/rentals', { token: lister.token });
      expect(crew.status).toBe(200);
      expect(crew.body.data.find((r) => r.id === rental.id)?.note_agreement).toBe(kept);
      const read = await disk.api<{ data: PadPass }>('GET', `/lister/listings/${listing.id}/pad-pass`, { token: lister.token });
      expect(read.body.data.house_rules).toBe(kept);
    } finally {
      await disk?.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
