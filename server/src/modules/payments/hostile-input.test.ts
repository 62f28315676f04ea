import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  autopayInputSchema,
  emptyInputSchema,
  PAID_PLANS,
  payoutConfigInputSchema,
  savePaymentMethodInputSchema,
  setupCustomerInputSchema,
  setupIntentInputSchema,
  subscriptionInputSchema,
  updateCardInputSchema,
} from '@crashpad/sync';
import { asciiJson, awkwardText, expectHostilePathsRefused, hostileBody, hostileScalar, hostileValue, percentEncodeAny, rawJunk, storedState } from '../../test-support/hostile-input.js';
import { signUpPaid } from '../../test-support/payments-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

/**
 * Property: junk thrown at the payments endpoints is answered 4xx, never 5xx, and changes nothing:
 * not the users, not the payments collections, not Stripe (the emulator's state). The seeker and
 * the lister have both paid for a plan and have a card on file, the lister has a payout account,
 * autopay on and a non-default payout schedule, so a body that slipped through would really
 * charge, remove, replace or reset something.
 *
 * A body the route's own schema accepts is a valid call, not junk (it would charge a plan or save
 * a card, which is the API tests' job): such bodies are left out, except at setup-customer, whose
 * legacy fields are accepted and ignored and which, for a user who already has a customer,
 * answers 200 and changes nothing; there an accepted body must answer 200.
 */
let server: TestServer;
type Who = 'seeker' | 'lister';
const tokens = {} as Record<Who, string>;
const customers = {} as Record<Who, string>;
const cards = {} as Record<Who, string>;
const setupIntents = {} as Record<Who, string>;
/** Real ids of both users (user, customer, card, subscription, payout account) and Stripe test ids. */
let realIds: string[] = [];

const PAYMENTS_COLLECTIONS = [
  'users',
  'sessions',
  'listings',
  'payment_accounts',
  'payment_ledger',
  'payment_operations',
  'listing_promotions',
  'stripe_webhook_events',
  'notices_sent',
];

beforeAll(async () => {
  server = await startTestServer();
  const seeker = await signUpPaid(server, 'seeker');
  const lister = await signUpPaid(server, 'pro');
  tokens.seeker = seeker.token;
  tokens.lister = lister.token;
  // The payout account exists already: a valid get-custom-link (no query) then only makes a link.
  expect((await server.api('GET', '/stripe/get-custom-link', { token: lister.token })).status).toBe(200);
  // Not the defaults: a junk body read as `{}` or `{status: 0}` would show.
  expect((await server.api('PUT', '/lister/settings/autopay', { token: lister.token, body: { status: 1 } })).status).toBe(200);
  expect((await server.api('PUT', '/lister/settings/payout-config', { token: lister.token, body: { config_id: 2 } })).status).toBe(200);
  // A SetupIntent of each user (not confirmed): ids for the other user to try.
  for (const who of ['seeker', 'lister'] as const) {
    const si = await server.api<{ setup_intent_id: string }>('POST', '/stripe/setup-intent', { token: tokens[who], body: {} });
    expect(si.status).toBe(200);
    setupIntents[who] = si.body.setup_intent_id;
  }
  await server.stripe.webhooksIdle();
  const accounts = await server.context.store.collection('payment_accounts').find({ _id: { $in: [seeker.user.id, lister.user.id] } });
  for (const [who, user] of [['seeker', seeker], ['lister', lister]] as const) {
    const account = accounts.find((a) => a._id === user.user.id);
    customers[who] = String(account?.customer_id);
    expect(customers[who]).toMatch(/^cus_/);
    cards[who] = String((account?.card as { id?: string } | null | undefined)?.id);
    expect(cards[who]).toMatch(/^pm_/);
  }
  realIds = [
    ...accounts.flatMap((a) => [a._id, a.customer_id, (a.card as { id?: string } | null)?.id, a.subscription_id, a.connect_account_id]),
    'pm_card_visa',
    'pm_card_mastercard',
    'pm_card_chargeDeclined',
  ].filter((x): x is string => typeof x === 'string' && x !== '');
}, 60_000);
afterAll(() => server.close());

/** Every payments collection but `ignore` and, unless `stripe` is false, everything the Stripe emulator holds. */
async function snapshot({ stripe = true, ignore = [] as string[] } = {}): Promise<{ db: Record<string, unknown[]>; stripe?: unknown }> {
  await server.stripe.webhooksIdle();
  const db = withoutCollections(await storedState(server, PAYMENTS_COLLECTIONS), ignore);
  return stripe ? { db, stripe: JSON.parse(JSON.stringify(server.stripe.emulator.state.snapshot())) as unknown } : { db };
}

function withoutCollections(db: Record<string, unknown[]>, names: string[]): Record<string, unknown[]> {
  return Object.fromEntries(Object.entries(db).filter(([name]) => !names.includes(name)));
}

interface BodyRoute {
  method: string;
  path: string;
  schema: v.GenericSchema;
  /** A valid body answers 200 and changes nothing for a user who already has a customer. */
  idempotent?: boolean;
}
const BODY_ROUTES: BodyRoute[] = [
  { method: 'POST', path: '/stripe/setup-customer', schema: setupCustomerInputSchema, idempotent: true },
  { method: 'POST', path: '/stripe/setup-intent', schema: setupIntentInputSchema },
  { method: 'POST', path: '/stripe/save-payment-method', schema: savePaymentMethodInputSchema },
  { method: 'POST', path: '/stripe/remove-payment-method', schema: emptyInputSchema },
  { method: 'POST', path: '/stripe/update-card', schema: updateCardInputSchema },
  { method: 'POST', path: '/user/subscription', schema: subscriptionInputSchema },
  { method: 'POST', path: '/user/renew-subscription', schema: subscriptionInputSchema },
  { method: 'PUT', path: '/lister/settings/autopay', schema: autopayInputSchema },
  { method: 'PUT', path: '/lister/settings/payout-config', schema: payoutConfigInputSchema },
];
const WHO: Who[] = ['seeker', 'lister'];

/** The field names the route's schema knows (none for the empty body). */
const fieldsOf = (schema: v.GenericSchema) => Object.keys((schema as { entries?: Record<string, unknown> }).entries ?? {});

/** Server-owned names a client must never set. */
const SERVER_OWNED = [
  'customer_id',
  'stripe_customer_id',
  'amount',
  'amount_cents',
  'price',
  'status',
  'plan_expire',
  'user_plan',
  'payment_method',
  'subscription_id',
  'subscription_status',
  'connect_account_id',
  'acc_stripe',
  'automatic_payment',
  'payout_config_id',
  'card',
];
const realScalars = () => [...realIds, ...PAID_PLANS, 'account_onboarding', 'account_update', 'usd', 'INACTIVE', 'ACTIVE', '1', '0'];

function hasOperatorKey(x: unknown): boolean {
  if (Array.isArray(x)) return x.some(hasOperatorKey);
  if (x && typeof x === 'object') return Object.entries(x).some(([k, val]) => k.startsWith('$') || k === '__proto__' || k === 'constructor' || hasOperatorKey(val));
  return false;
}

/**
 * Whether the body, as the server reads it (after JSON), is a valid call by the route's contract:
 * a JSON object without operator or prototype keys that the shared schema accepts. Independent of
 * the server's own validation, which is what is under test.
 */
function accepts(route: BodyRoute, body: unknown): boolean {
  const text = JSON.stringify(body);
  if (text === undefined) return false;
  const sent: unknown = JSON.parse(text);
  if (typeof sent !== 'object' || sent === null || Array.isArray(sent) || hasOperatorKey(sent)) return false;
  return v.safeParse(route.schema, sent).success;
}

type Snapshot = Awaited<ReturnType<typeof snapshot>>;
/**
 * The state the next refused call must leave as it found it. Checked after every call, not only at
 * the end: a write that a later call happens to undo (autopay off, then on again) would otherwise
 * go unseen. After a failure it moves on to the changed state, so that fast-check's shrinking
 * blames the call that changed it and not every call after it.
 */
let expected: Snapshot;
/** Reads the state after a call (taken before the answer is checked, so a failing answer moves it on too); the returned check compares. */
async function stateAfter(seen: string, { ignore = [] as string[] } = {}): Promise<() => void> {
  const now = await snapshot({ stripe: 'stripe' in expected });
  const was = expected;
  expected = now;
  return () => expect({ ...now, db: withoutCollections(now.db, ignore) }, `state after ${seen}`).toEqual({ ...was, db: withoutCollections(was.db, ignore) });
}
/** A snapshot to compare the end with, and the start of the per-call checks. */
async function startChecks(): Promise<Snapshot> {
  expected = await snapshot();
  return expected;
}

/** Checks one answer: valid calls at an idempotent route answer 200 with the caller's own customer; anything else 4xx. */
function expectAnswer(route: BodyRoute, who: Who, accepted: boolean, res: { status: number; body: Record<string, unknown> }, seen: string) {
  expect(res.status, seen).toBeLessThan(500);
  if (accepted) {
    expect(res.status, seen).toBe(200);
    expect(res.body.customer_id, seen).toBe(customers[who]);
  } else {
    expect(res.status, seen).toBeGreaterThanOrEqual(400);
  }
}

/** Sends one call to a body route as `who`, checks the answer and that it changed nothing. */
async function sendAndCheck(route: BodyRoute, who: Who, accepted: boolean, request: { body?: unknown; raw?: string; contentType?: string }, seen: string) {
  const res = await server.api(route.method, route.path, { ...request, token: tokens[who] });
  const expectUnchanged = await stateAfter(`${who} ${route.method} ${route.path} ${seen}`);
  expectAnswer(route, who, accepted, res, `${who} ${route.method} ${route.path} ${seen}`);
  expectUnchanged();
}

/** One property per route and user, each with its own seed. */
async function eachRouteAndUser(seed: number, run: (route: BodyRoute, who: Who, seed: number) => Promise<void>) {
  let index = 0;
  for (const route of BODY_ROUTES) {
    for (const who of WHO) await run(route, who, seed + index++);
  }
}

// ── Full Unicode ──────────────────────────────────────────────────────────────────────────────

/** A body with full-Unicode keys and values, real field names, and real values with Unicode tails. */
function unicodeBody(fields: string[]) {
  const known = fields.length ? fc.constantFrom(...fields) : fc.constant('extra');
  const value = fc.oneof(
    awkwardText(),
    fc.tuple(fc.constantFrom(...realScalars()), awkwardText(1)).map(([real, tail]) => `${real}${tail}`),
    fc.tuple(awkwardText(1), fc.constantFrom(...realScalars())).map(([head, real]) => `${head}${real}`),
  );
  return fc.dictionary(fc.oneof(known, known, awkwardText(1)), value, { minKeys: 1, maxKeys: 4 });
}

// ── Webhook ───────────────────────────────────────────────────────────────────────────────────

const WEBHOOK_BODY_MAX = 512 * 1024;
const EVENT_FIELDS = ['id', 'object', 'type', 'data', 'api_version', 'created', 'livemode', 'pending_webhooks', 'request'];
const EVENT_TYPES = ['invoice.paid', 'invoice.payment_failed', 'customer.subscription.updated', 'customer.subscription.deleted', 'payment_intent.succeeded', 'charge.refunded', 'payment_method.detached', 'account.updated'];
const hex64 = fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 64, maxLength: 64 });
/** A `Stripe-Signature` header that is not Stripe's: junk text, or the right shape with a wrong or stale HMAC. */
const junkSignature = (payload: string) =>
  fc.oneof(
    fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 80 }).filter((s) => s.trim() !== ''),
    fc.tuple(fc.integer({ min: 0, max: 2 ** 31 }), hex64).map(([t, sig]) => `t=${t},v1=${sig}`),
    fc.constant(`t=${Math.floor(Date.now() / 1000)},v1=`),
    fc.constant(`t=${Math.floor(Date.now() / 1000)},v0=${'0'.repeat(64)}`),
    // Signed, but with another secret.
    fc.constant(Math.floor(Date.now() / 1000)).map((t) => `t=${t},v1=${createHmac('sha256', 'whsec_not_the_secret').update(`${t}.${payload}`).digest('hex')}`),
    // The right secret, but a signature five hours old (outside Stripe's tolerance).
    fc.constant(Math.floor(Date.now() / 1000) - 5 * 3600).map((t) => `t=${t},v1=${createHmac('sha256', 'whsec_test_server_webhook_secret').update(`${t}.${payload}`).digest('hex')}`),
  );

/** The kinds of object Stripe's events are about, and the fields a forged one would lean on. */
const STRIPE_OBJECTS = ['invoice', 'subscription', 'payment_intent', 'payment_method', 'setup_intent', 'account', 'charge', 'refund', 'customer'];
const FORGED_FIELDS = ['status', 'customer', 'subscription', 'payment_method', 'payment_intent', 'charge', 'metadata', 'amount', 'amount_refunded', 'paid', 'deleted', 'charges_enabled', 'payouts_enabled'];
const hostileValueOf = (scalars: string[]) => fc.oneof(hostileScalar(scalars), hostileValue(scalars), fc.record({ crashpad_area: fc.constantFrom('rentals', 'payments', ''), crashpad_user: fc.constantFrom(...realIds), crashpad_product: fc.constantFrom('seeker_pass', 'boost', 'x') }));

/** `Stripe-Signature` for `payload` with the test server's webhook secret, as Stripe signs it. */
function stripeSignature(payload: string): string {
  const t = Math.floor(Date.now() / 1000);
  return `t=${t},v1=${createHmac('sha256', 'whsec_test_server_webhook_secret').update(`${t}.${payload}`).digest('hex')}`;
}

/** `event` with one part (a dotted path) replaced by `value`. */
function withPart(event: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const copy = JSON.parse(JSON.stringify(event)) as Record<string, unknown>;
  const keys = path.split('.');
  let at = copy;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[keys.at(-1)!] = value;
  return copy;
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isShort = (x: unknown) => typeof x === 'string' && x.length >= 1 && x.length <= 255;
const isStripeId = (x: unknown) => isShort(x) && /^[A-Za-z0-9_]+$/.test(x as string);

/**
 * Whether the raw body is what the webhook relies on in a Stripe event (written here from Stripe's
 * event shape, independent of the server's schema): an object with an id and a type, and
 * `data.object` an object with an id and a kind; Stripe's ids are ASCII letters, digits and `_`,
 * and its strings short (≤ 255).
 */
function isStripeEventShape(raw: string): boolean {
  let event: unknown;
  try {
    event = JSON.parse(raw);
  } catch {
    return false;
  }
  if (!isRecord(event) || !isStripeId(event.id) || !isShort(event.type) || !isRecord(event.data)) return false;
  const object = event.data.object;
  return isRecord(object) && isStripeId(object.id) && isShort(object.object);
}

describe('hostile input to the payments endpoints', () => {
  it('answers 4xx to hostile JSON bodies from a paid seeker and a paid lister and changes nothing', async () => {
    const before = await startChecks();
    await eachRouteAndUser(4101, async (route, who, seed) => {
      const body = hostileBody(fieldsOf(route.schema), { extraKeys: SERVER_OWNED, extraScalars: realScalars() }).filter((b) => route.idempotent || !accepts(route, b));
      await fc.assert(
        fc.asyncProperty(body, async (b) => {
          fc.pre(route.idempotent === true || !accepts(route, b));
          await sendAndCheck(route, who, accepts(route, b), { body: b }, JSON.stringify(b).slice(0, 200));
        }),
        {
          numRuns: 25,
          seed,
          // Tried first: bodies the `?? {}` idiom or a loose object schema would wave through, and
          // each real field with a value a lax reader takes for "off", "on" or "anything".
          examples: [
            ...[null, [], false, 0, '', [{}], { $set: { status: 'ACTIVE' } }, JSON.parse('{"__proto__":{"status":0},"constructor":{"prototype":{}}}') as unknown].map((b) => [b] as [unknown]),
            ...fieldsOf(route.schema).flatMap((f) => [null, false, '0', '1', 0.5, [1], { $ne: null }].map((x) => [{ [f]: x }] as [unknown])),
          ],
        },
      );
    });
    expect(await snapshot()).toEqual(before);
  });

  it('answers 4xx to well-formed card saves naming a card or SetupIntent that is not the caller’s or does not exist, and changes nothing', async () => {
    const before = await startChecks();
    const other = (who: Who): Who => (who === 'seeker' ? 'lister' : 'seeker');
    const idTail = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_'), minLength: 1, maxLength: 200 });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<Who>(...WHO),
        fc.constantFrom('other', 'unknown', 'test-unknown'),
        idTail,
        fc.option(fc.oneof(fc.constant('other'), idTail), { nil: undefined }),
        async (who, pmKind, tail, siKind) => {
          const payment_method = pmKind === 'other' ? cards[other(who)] : pmKind === 'test-unknown' ? `pm_card_unknown${tail}` : `pm_x${tail}`;
          const body = { payment_method, ...(siKind === undefined ? {} : { setup_intent: siKind === 'other' ? setupIntents[other(who)] : `seti_${siKind}` }) };
          expect(v.safeParse(savePaymentMethodInputSchema, body).success).toBe(true);
          const res = await server.api('POST', '/stripe/save-payment-method', { body, token: tokens[who] });
          const seen = `${who} ${JSON.stringify(body).slice(0, 200)} ${JSON.stringify(res.body).slice(0, 300)}`;
          const expectUnchanged = await stateAfter(seen);
          expect(res.status, seen).toBeLessThan(500);
          expect(res.status, seen).toBeGreaterThanOrEqual(400);
          expectUnchanged();
        },
      ),
      { numRuns: 25, seed: 4121 },
    );
    expect(await snapshot()).toEqual(before);
  });

  it('answers 4xx to broken JSON and wrong content types and changes nothing', async () => {
    const before = await startChecks();
    await eachRouteAndUser(4131, async (route, who, seed) => {
      await fc.assert(
        fc.asyncProperty(rawJunk, fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'), async (raw, contentType) => {
          // Junk that happens to be a valid JSON call (a bare `{}`) is not junk.
          let parsed: unknown;
          try {
            parsed = JSON.parse(raw);
          } catch {
            parsed = undefined;
          }
          const accepted = contentType === 'application/json' && parsed !== undefined && accepts(route, parsed);
          fc.pre(!accepted || route.idempotent === true);
          await sendAndCheck(route, who, accepted, { raw, contentType }, `${contentType} ${raw}`);
        }),
        {
          numRuns: 15,
          seed,
          // What a `?? {}` or a lax parser would read as an empty object, tried first.
          examples: [['null', 'application/json'], ['[]', 'application/json'], ['0', 'application/json'], ['"{}"', 'application/json'], ['{}', 'text/plain'], ['{}', 'application/x-www-form-urlencoded']],
        },
      );
    });
    expect(await snapshot()).toEqual(before);
  });

  it('answers 4xx to hostile queries and paths of the payments GET routes and changes nothing', async () => {
    // Not Stripe's state: a valid get-custom-link (no query, or only the ignored `sign`) makes an
    // account link at Stripe, which is what it is for.
    const before = await snapshot({ stripe: false });
    await expectHostilePathsRefused(
      server,
      [
        { method: 'GET', path: '/stripe/card', token: tokens.seeker },
        { method: 'GET', path: '/stripe/card', token: tokens.lister },
        { method: 'GET', path: '/account-service', token: tokens.lister },
        { method: 'GET', path: '/stripe/account', token: tokens.seeker },
        { method: 'GET', path: '/stripe/account', token: tokens.lister },
        { method: 'GET', path: '/stripe/dashboard-link', token: tokens.lister },
        { method: 'GET', path: '/stripe/get-custom-link', token: tokens.lister, queryKeys: ['type', 'sign'] },
        { method: 'GET', path: '/stripe/get-custom-link', token: tokens.seeker, queryKeys: ['type', 'sign'] },
        { method: 'GET', path: '/lister/settings/payout-config', token: tokens.lister },
        // The accounts module's card badge: it ignores any query (accounts' hostile test owns it); here only "never 5xx".
        { method: 'GET', path: '/user/payment-method', token: tokens.lister, queryKeys: [] },
        { method: 'GET', path: '/stripe/card/{seg}', token: tokens.lister },
        { method: 'GET', path: '/stripe/{seg}', token: tokens.lister },
        { method: 'GET', path: '/lister/settings/{seg}', token: tokens.lister },
      ],
      { seed: 4161, numRuns: 20, extraSegments: realIds },
    );
    // A type the schema does not know is refused, whatever the caller.
    await fc.assert(
      fc.asyncProperty(fc.constantFrom<Who>(...WHO), fc.oneof(awkwardText(1), fc.constantFrom('', 'ACCOUNT_ONBOARDING', 'account_onboarding ', 'account_update\u0000')), async (who, type) => {
        const res = await server.api('GET', `/stripe/get-custom-link?type=${percentEncodeAny(type)}`, { token: tokens[who] });
        expect(res.status, JSON.stringify(type)).toBeLessThan(500);
        expect(res.status, JSON.stringify(type)).toBeGreaterThanOrEqual(400);
      }),
      { numRuns: 25, seed: 4181 },
    );
    expect(await snapshot({ stripe: false })).toEqual(before);
  });

  it('answers 400 to webhook calls without Stripe’s signature, whatever the body, and records nothing', async () => {
    const before = await startChecks();
    // A real event Stripe sent this server, replayed without its signature, is refused too.
    const real = (before.stripe as { collections: { events: { type: string }[] } }).collections.events;
    expect(real.length).toBeGreaterThan(0);
    const body = fc.oneof(
      hostileBody(EVENT_FIELDS, { extraKeys: ['customer', 'subscription', 'metadata', 'crashpad_user'], extraScalars: [...realScalars(), ...EVENT_TYPES, 'event'] }).map((b) => JSON.stringify(b)),
      rawJunk,
      fc.constantFrom(...real).map((event) => JSON.stringify(event)),
      unicodeBody(EVENT_FIELDS).map(asciiJson),
    );
    await fc.assert(
      fc.asyncProperty(
        body.chain((raw) => fc.tuple(fc.constant(raw), fc.option(junkSignature(raw), { nil: undefined }))),
        fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
        async ([raw, signature], contentType) => {
          const res = await server.api('POST', '/stripe/webhook', { raw, contentType, headers: signature === undefined ? {} : { 'Stripe-Signature': signature } });
          const seen = `${signature} ${contentType} ${raw.slice(0, 200)}`;
          const expectUnchanged = await stateAfter(seen);
          expect(res.status, seen).toBeLessThan(500);
          expect(res.status, seen).toBe(Buffer.byteLength(raw) > WEBHOOK_BODY_MAX ? 413 : 400);
          expectUnchanged();
        },
      ),
      {
        numRuns: 60,
        seed: 4191,
        // Over the webhook's size limit (413, not a broken connection or a 5xx), and empty.
        examples: [[['x'.repeat(WEBHOOK_BODY_MAX + 1), undefined], 'application/json'], [[JSON.stringify({ data: 'x'.repeat(WEBHOOK_BODY_MAX) }), 't=1,v1=00'], 'application/json'], [['{}', undefined], 'application/json']],
      },
    );
    expect(await snapshot()).toEqual(before);
  });

  it('answers signed bodies that are not Stripe events 400 and events with forged objects 200, never 5xx: only Stripe’s own state moves ours', async () => {
    const before = await startChecks();
    // The object an event is about: a real id of either user (of another kind than the event's,
    // often), or an id Stripe never gave, with the fields a forged event would use to cancel,
    // refund or reassign something.
    const word = fc.stringMatching(/^\w{1,24}$/);
    const objectId = fc.oneof(
      { arbitrary: fc.constantFrom(...realIds), weight: 4 },
      { arbitrary: fc.tuple(fc.constantFrom('in_', 'sub_', 'pi_', 'pm_', 'seti_', 'acct_', 'ch_', 're_', 'cus_'), word).map(([prefix, rest]) => `${prefix}${rest}`), weight: 4 },
      fc.string({ minLength: 1, maxLength: 40 }),
      awkwardText(1),
      fc.constantFrom('..', '../v1/customers', 'in_?expand[]=x', 'sub_%2F', ' '),
    );
    const forgedObject = fc.tuple(
      fc.record({ id: objectId, object: fc.constantFrom(...STRIPE_OBJECTS, 'thing', '') }),
      fc.dictionary(fc.constantFrom(...FORGED_FIELDS), hostileValueOf([...realScalars(), 'canceled', 'paid', 'succeeded', 'rentals', 'deposit']), { maxKeys: 4 }),
    ).map(([ids, fields]) => ({ ...fields, ...ids }));
    const eventId = fc.oneof({ arbitrary: word.map((x) => `evt_${x}`), weight: 4 }, fc.string({ minLength: 1, maxLength: 30 }), awkwardText(1));
    const wellFormed = fc.record({ id: eventId, object: fc.constant('event'), type: fc.constantFrom(...EVENT_TYPES), data: fc.record({ object: forgedObject }) });
    const body = fc.oneof(
      { arbitrary: wellFormed.map((event) => JSON.stringify(event)), weight: 4 },
      // The same with a part missing or of the wrong type.
      fc.tuple(wellFormed, fc.constantFrom('id', 'type', 'data', 'data.object', 'data.object.id', 'data.object.object'), hostileScalar([...realScalars(), 'event'])).map(([event, part, value]) => JSON.stringify(withPart(event, part, value))),
      hostileBody(EVENT_FIELDS, { extraKeys: ['customer', 'subscription', 'metadata'], extraScalars: [...realScalars(), ...EVENT_TYPES, 'event'] }).map((b) => JSON.stringify(b)),
      rawJunk,
    );
    await fc.assert(
      fc.asyncProperty(body, async (raw) => {
        const res = await server.api('POST', '/stripe/webhook', { raw, contentType: 'application/json', headers: { 'Stripe-Signature': stripeSignature(raw) } });
        const seen = raw.slice(0, 300);
        // The event log may record a handled event; nothing else may move, here or at Stripe.
        const expectUnchanged = await stateAfter(seen, { ignore: ['stripe_webhook_events'] });
        expect(res.status, seen).toBeLessThan(500);
        expect(res.status, seen).toBe(isStripeEventShape(raw) ? 200 : 400);
        expectUnchanged();
      }),
      {
        numRuns: 150,
        seed: 4195,
        examples: [
          // Each user's real subscription "deleted", card "detached", account "updated": Stripe still says otherwise.
          ...['customer.subscription.deleted', 'payment_method.detached', 'account.updated', 'invoice.paid', 'charge.refunded'].flatMap((type) =>
            realIds.map((id) => JSON.stringify({ id: `evt_forged_${type.replace(/\W/g, '_')}_${id}`, object: 'event', type, data: { object: { id, object: 'subscription', status: 'canceled', customer: realIds[1] } } })),
          ),
          JSON.stringify({ id: 'evt_1', object: 'event', type: 'invoice.paid', data: { object: null } }),
          JSON.stringify({ id: 'evt_2', object: 'event', type: 'invoice.paid' }),
          JSON.stringify({ id: 42, object: 'event', type: 'invoice.paid', data: { object: { id: 'in_1', object: 'invoice' } } }),
          'null',
          '[]',
        ].map((raw) => [raw] as [string]),
      },
    );
    expect(await snapshot({ ignore: ['stripe_webhook_events'] })).toEqual({ ...before, db: withoutCollections(before.db, ['stripe_webhook_events']) });
  });

  it('never answers 5xx to full-Unicode bodies (lone surrogates, NUL, U+FFFF, U+2028, RTL, astral) and changes nothing when refusing', async () => {
    const before = await startChecks();
    await eachRouteAndUser(4201, async (route, who, seed) => {
      const fields = fieldsOf(route.schema);
      const field = fields[0] ?? 'extra';
      const body = unicodeBody(fields).filter((b) => route.idempotent || !accepts(route, b));
      await fc.assert(
        fc.asyncProperty(body, fc.boolean(), async (b, escaped) => {
          // The examples below skip the filter: a valid call (setup-intent takes any `customer_id`) is not junk.
          fc.pre(route.idempotent === true || !accepts(route, b));
          const raw = escaped ? asciiJson(b) : JSON.stringify(b);
          await sendAndCheck(route, who, accepts(route, b), { raw, contentType: 'application/json' }, raw.slice(0, 200));
        }),
        {
          numRuns: 20,
          seed,
          examples: [
            [{ [field]: '\ud800' }, true],
            [{ [field]: '\udfff\ud800' }, true],
            [{ [field]: 'pm_card_visa\u0000' }, true],
            [{ [field]: `${PAID_PLANS[0]}\u200f` }, false],
            [{ [field]: '\u202e\u{1f600}\u2028\uffff' }, false],
            [{ '\ud800': 1 }, true],
          ],
        },
      );
    });
    // Broken escapes and lone surrogates written by hand: not JSON.stringify's output.
    for (const raw of ['{"name":"\\ud800"}', '{"user_plan":"\\udc00pro"}', '{"payment_method":"pm_\\u0000"}', '{"status":"\\u0031"}', '{"config_id":"\\ud83d\\ude00"}', '{"exp_month":"\\u2028"}', '{"name":"\\u12"}', '{"\\ud800\\udc00":null}']) {
      for (const route of BODY_ROUTES) {
        for (const who of WHO) {
          let parsed: unknown;
          try {
            parsed = JSON.parse(raw);
          } catch {
            parsed = undefined;
          }
          const accepted = parsed !== undefined && accepts(route, parsed);
          // A valid call (setup-intent takes any `name`) is not junk; only setup-customer's is harmless.
          if (accepted && !route.idempotent) continue;
          await sendAndCheck(route, who, accepted, { raw, contentType: 'application/json' }, raw);
        }
      }
    }
    expect(await snapshot()).toEqual(before);
  });
});
