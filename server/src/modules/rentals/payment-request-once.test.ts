import type { PaymentRequest } from '@crashpad/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { accept, invite, inviteBody, inviteToken, onboardedLister, tenantWithCard } from '../../test-support/rentals-test-kit.js';

/**
 * POST /payment-request asks for money once per form (issue 10, "an idempotency key per business
 * operation"): a double click or a retry after a lost answer, sent with the form's `entry_id`,
 * answers the first request; the same id with other details is refused; without the field (older
 * clients) each call is a request, as before.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function acceptedRental() {
  const { lister, listing } = await onboardedLister(server);
  const tenant = await tenantWithCard(server);
  const rental = await invite(server, lister.token, inviteBody(server, listing, tenant.email, { auto_pay: 0, deposit: 0 }));
  expect((await accept(server, tenant.token, await inviteToken(server, tenant.email))).status).toBe(200);
  return { lister, tenant, rental };
}
const requestsOf = (rentalId: string) => server.context.store.collection('payment_requests').countDocuments({ rental_id: rentalId, payment_for: 'parking' });
const send = (token: string, body: Record<string, unknown>) => server.api<{ data: PaymentRequest; code?: string }>('POST', '/payment-request', { token, body });

describe('payment request once per form', () => {
  it('stores one request for a form sent four times (three at once), and answers it each time', async () => {
    const { lister, rental } = await acceptedRental();
    const body = { tenant_id: rental.id, payment_for: 'parking', amount: '45.50', notes: 'March spot', entry_id: '0b6a4a8e-3f41-4c1e-9d59-2f6f0c3b7a10' };
    const answers = [...(await Promise.all([1, 2, 3].map(() => send(lister.token, body)))), await send(lister.token, body)];
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    expect(answers[0]!.body.data).toMatchObject({ amount_cents: 4_550, payment_for: 'parking', status: 'pending' });
    expect(await requestsOf(rental.id)).toBe(1);

    // The same id with another amount, type or note is another request under a used id: 409, nothing stored.
    for (const change of [{ amount: '54.50' }, { payment_for: 'other' }, { notes: 'April spot' }]) {
      const other = await send(lister.token, { ...body, ...change });
      expect(other.status, JSON.stringify(change)).toBe(409);
      expect(other.body.code).toBe('conflict');
    }
    expect(await server.context.store.collection('payment_requests').countDocuments({ rental_id: rental.id })).toBe(1);
  });

  it('answers the first request after it was paid: the tenant is charged once', async () => {
    const { lister, tenant, rental } = await acceptedRental();
    const body = { tenant_id: rental.id, payment_for: 'parking', amount: 20, entry_id: 'form-7f3c' };
    const first = await send(lister.token, body);
    expect((await server.api('PUT', `/payment-request/${first.body.data.id}`, { token: tenant.token, body: {} })).status).toBe(200);
    const retry = await send(lister.token, body);
    expect(retry.status).toBe(201);
    expect(retry.body.data).toMatchObject({ id: first.body.data.id, status: 'complete' });
    expect(await requestsOf(rental.id)).toBe(1);
  });

  it('keeps each lister\u2019s ids their own, refuses a malformed id, and without an id sends each call (older clients)', async () => {
    const a = await acceptedRental();
    const b = await acceptedRental();
    const entry = 'shared-form-id';
    const mine = await send(a.lister.token, { tenant_id: a.rental.id, payment_for: 'parking', amount: 10, entry_id: entry });
    const theirs = await send(b.lister.token, { tenant_id: b.rental.id, payment_for: 'parking', amount: 99, entry_id: entry });
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.body.data.id).not.toBe(mine.body.data.id);
    expect(theirs.body.data.amount_cents).toBe(9_900);

    for (const bad of ['', 'x'.repeat(65), 'form\u2028id', 'ｆｏｒｍ', 'a\u200bb', 5]) {
      const res = await send(a.lister.token, { tenant_id: a.rental.id, payment_for: 'parking', amount: 10, entry_id: bad });
      expect(res.status, JSON.stringify(bad)).toBe(422);
    }
    expect(await requestsOf(a.rental.id)).toBe(1);

    const plain = { tenant_id: a.rental.id, payment_for: 'parking', amount: 10 };
    expect((await send(a.lister.token, plain)).status).toBe(201);
    expect((await send(a.lister.token, plain)).status).toBe(201);
    expect(await requestsOf(a.rental.id)).toBe(3);
  });
});
