import type { Stripe } from 'stripe';
import { invalidRequest, noSuchObject } from '../errors.js';
import type { Emulator } from '../emulator.js';
import { allowOnly, expandPaths, int, nullableStr } from '../params.js';
import { route, type Route } from '../router.js';
import { settleRefunds } from './charges.js';
import { advanceSubscription } from './subscriptions.js';

function getClock(em: Emulator, id: string): Stripe.TestHelpers.TestClock {
  const clock = em.state.get('test_clocks', id);
  if (!clock || (clock as unknown as { deleted?: boolean }).deleted) throw noSuchObject('test_clock', id);
  return clock;
}

/**
 * Advances a clock: every subscription of its customers is brought to the new time, event by
 * event in time order (renewal invoices, payments, retries, cancellations), with the clock's time
 * moving along so objects and events carry the time they happened at. Stripe answers `advancing`
 * and finishes in the background; the emulator finishes before answering, so a retrieve right
 * after shows `ready` (code that polls for `ready` works with both).
 */
function advance(em: Emulator, clock: Stripe.TestHelpers.TestClock, to: number): Stripe.TestHelpers.TestClock {
  const previous = { status: clock.status, frozen_time: clock.frozen_time };
  clock.status = 'advancing';
  clock.status_details = { advancing: { target_frozen_time: to } } as Stripe.TestHelpers.TestClock.StatusDetails;
  em.emit('test_helpers.test_clock.advancing', clock, previous);
  const answer = structuredClone(clock);
  const customers = new Set(em.state.all('customers').filter((c) => c.test_clock === clock.id).map((c) => c.id));
  const subs = em.state.all('subscriptions').filter((s) => customers.has(s.customer as string));
  // Each subscription is brought forward on its own (in creation order), its events in time order.
  const setTime = (t: number) => {
    if (t > clock.frozen_time) clock.frozen_time = t;
  };
  for (const sub of subs.sort((a, b) => a.created - b.created)) {
    const startTime = clock.frozen_time;
    advanceSubscription(em, sub, to, setTime);
    clock.frozen_time = startTime;
  }
  clock.frozen_time = to;
  clock.status = 'ready';
  clock.status_details = {} as Stripe.TestHelpers.TestClock.StatusDetails;
  em.emit('test_helpers.test_clock.ready', clock, { status: 'advancing' });
  return answer;
}

export const testClockRoutes: Route[] = [
  route('POST', '/v1/test_helpers/test_clocks', ({ em, params }) => {
    allowOnly(params, ['frozen_time', 'name']);
    const frozen = int(params, 'frozen_time');
    if (frozen === undefined) throw invalidRequest('Missing required param: frozen_time.', 'frozen_time', 'parameter_missing');
    const clock: Stripe.TestHelpers.TestClock = {
      id: em.state.newId('clock'),
      object: 'test_helpers.test_clock',
      created: Math.floor(Date.now() / 1000),
      deletes_after: Math.floor(Date.now() / 1000) + 30 * 86_400,
      frozen_time: frozen,
      livemode: false,
      name: nullableStr(params, 'name') ?? null,
      status: 'ready',
      status_details: {},
    };
    em.state.put('test_clocks', clock);
    em.emit('test_helpers.test_clock.created', clock);
    return clock;
  }),
  route('GET', '/v1/test_helpers/test_clocks', ({ em, params, url }) => {
    allowOnly(params, ['limit', 'starting_after', 'ending_before']);
    const items = em.state.all('test_clocks').filter((c) => !(c as unknown as { deleted?: boolean }).deleted);
    return em.page(items, params, url);
  }),
  route('GET', '/v1/test_helpers/test_clocks/:id', ({ em, path, params }) => em.expand(getClock(em, path[0]!), expandPaths(params))),
  route('POST', '/v1/test_helpers/test_clocks/:id/advance', ({ em, path, params }) => {
    allowOnly(params, ['frozen_time']);
    const clock = getClock(em, path[0]!);
    const to = int(params, 'frozen_time');
    if (to === undefined) throw invalidRequest('Missing required param: frozen_time.', 'frozen_time', 'parameter_missing');
    if (to <= clock.frozen_time) throw invalidRequest('The frozen_time must be after the current frozen_time of the test clock.', 'frozen_time');
    // Stripe allows at most two intervals of the shortest subscription per advance; the emulator
    // allows up to five years, enough for any renewal story.
    if (to - clock.frozen_time > 5 * 366 * 86_400) throw invalidRequest('Cannot advance a test clock more than five years at once in the emulator.', 'frozen_time');
    return advance(em, clock, to);
  }),
  route('DELETE', '/v1/test_helpers/test_clocks/:id', ({ em, path }) => {
    const clock = getClock(em, path[0]!);
    for (const c of em.state.all('customers')) if (c.test_clock === clock.id) em.state.put('customers', { id: c.id, object: 'customer', deleted: true } as unknown as Stripe.Customer);
    em.emit('test_helpers.test_clock.deleted', clock);
    const deleted = { id: clock.id, object: 'test_helpers.test_clock', deleted: true };
    em.state.put('test_clocks', deleted as unknown as Stripe.TestHelpers.TestClock);
    return deleted;
  }),
];

const real = () => Math.floor(Date.now() / 1000);

/**
 * Moves the emulator's own clock (customers without a test clock) forward by `seconds`, running
 * what falls due on the way exactly as a test clock advance does: renewals, retries, cancellations.
 * For journeys whose app clock jumps months ahead (a plan that must renew or lapse).
 */
export function advanceWallClock(em: Emulator, seconds: number): number {
  const from = em.state.now();
  const to = from + seconds;
  const onClock = new Set(em.state.all('customers').filter((c) => c.test_clock).map((c) => c.id));
  const subs = em.state.all('subscriptions').filter((s) => !onClock.has(s.customer as string));
  for (const sub of subs.sort((a, b) => a.created - b.created)) {
    em.state.offsetSeconds = from - real();
    advanceSubscription(em, sub, to, (t) => {
      if (t > em.state.now()) em.state.offsetSeconds = t - real();
    });
  }
  em.state.offsetSeconds = to - real();
  settleRefunds(em);
  return to;
}
