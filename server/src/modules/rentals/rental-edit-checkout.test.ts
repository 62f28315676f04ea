import { randomUUID } from 'node:crypto';
import type { Rental } from '@crashpad/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pullAll, push, type Wire } from '../../test-support/sync-test-kit.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { accept, dateIn, invite, inviteBody, inviteToken, onboardedLister, tenantWithCard } from '../../test-support/rentals-test-kit.js';

/**
 * Editing an accepted rental (PUT /rental/{id}, and the same edit written offline as outbox kind
 * `update_invite`) moves its check-out only under the rule of the check-out routes (spec 3 §8
 * "Checkout blocked"): not past the start of the next tenant promised that bed; a check-out
 * moved to today or earlier ends the rental at once.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const BLOCKED = 'you have pending or accepted tenants please delete all tenants and or invites to make this change';
const stored = (id: string) => server.context.store.collection<Rental & { _id: string }>('rentals').findOne({ _id: id });

/** An accepted rental of bed 1 leaving on day 30, and the next tenant invited to that bed from day 40. */
async function bedPromisedAfter() {
  const { lister, listing } = await onboardedLister(server);
  const tenant = await tenantWithCard(server);
  const rental = await invite(server, lister.token, inviteBody(server, listing, tenant.email, { auto_pay: 0, deposit: 0, checkout_date: dateIn(server, 30), checkout_time: '10:00' }));
  expect((await accept(server, tenant.token, await inviteToken(server, tenant.email))).status).toBe(200);
  const nextTenant = await tenantWithCard(server);
  await invite(server, lister.token, inviteBody(server, listing, nextTenant.email, { start_date: dateIn(server, 40), auto_pay: 0 }));
  // The edit form sends the rental's terms with the new check-out.
  const edit = (checkout: string, overrides: Record<string, unknown> = {}) =>
    inviteBody(server, listing, tenant.email, { auto_pay: 0, deposit: 0, checkout_date: checkout, checkout_time: '11:00', ...overrides });
  return { lister, rental, edit };
}

describe('editing an accepted rental\'s check-out', () => {
  it('refuses a check-out past the next tenant\'s start with the spec\'s message and changes nothing; an earlier one is saved', async () => {
    const { lister, rental, edit } = await bedPromisedAfter();
    const blocked = await server.api<{ code: string; message: string }>('PUT', `/rental/${rental.id}`, { token: lister.token, body: edit(dateIn(server, 50), { note_agreement: 'Changed' }) });
    expect(blocked.status).toBe(409);
    expect(blocked.body).toMatchObject({ code: 'checkout_blocked', message: BLOCKED });
    const unchanged = await stored(rental.id);
    expect(unchanged).toMatchObject({ checkout_date: dateIn(server, 30), checkout_time: '10:00', note_agreement: 'No smoking.' });
    expect(unchanged!.history.filter((h) => h.event === 'invite_updated')).toHaveLength(0);

    // Up to the next start the bed is free: the edit is saved.
    const saved = await server.api<{ data: Rental }>('PUT', `/rental/${rental.id}`, { token: lister.token, body: edit(dateIn(server, 38)) });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ checkout_date: dateIn(server, 38), checkout_time: '11:00' });
    // An edit that leaves the check-out as it is (only the note) is not blocked.
    const noteOnly = await server.api<{ data: Rental }>('PUT', `/rental/${rental.id}`, { token: lister.token, body: edit(dateIn(server, 38), { note_agreement: 'Quiet after 22:00' }) });
    expect(noteOnly.status).toBe(200);
  });

  it('ends the rental at once when the edit moves its check-out to today, as the check-out routes do, and frees the bed', async () => {
    const { lister, listing } = await onboardedLister(server);
    const tenant = await tenantWithCard(server);
    const terms = (checkout: string) => inviteBody(server, listing, tenant.email, { auto_pay: 0, deposit: 0, start_date: dateIn(server, 0), checkout_date: checkout, checkout_time: '10:00' });
    const rental = await invite(server, lister.token, terms(dateIn(server, 30)));
    expect((await accept(server, tenant.token, await inviteToken(server, tenant.email))).status).toBe(200);
    const edited = await server.api<{ data: Rental }>('PUT', `/rental/${rental.id}`, { token: lister.token, body: terms(dateIn(server, 0)) });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ status: 'ended', checkout_date: dateIn(server, 0) });
    const bedNow = (await server.context.store.collection<{ _id: string; rooms: { beds: { id: string; status: string }[] }[] }>('listings').findOne({ _id: listing.id }))!.rooms[0]!.beds.find((b) => b.id === rental.bed_id)!;
    expect(bedNow.status).not.toBe('BUSY');
  });

  it('fails the same edit written offline (outbox update_invite) with the reason', async () => {
    const { lister, rental, edit } = await bedPromisedAfter();
    const row = { id: randomUUID(), serverSeq: 0, updated_at: '', created_at: new Date().toISOString(), state: 'queued', error: null, kind: 'update_invite', payload: { rental_id: rental.id, ...edit(dateIn(server, 50)) }, result: null, _deleted: false };
    expect((await push(server, lister.token, 'outbox', [{ newDocumentState: row }])).status).toBe(200);
    const done = [...(await pullAll(server, lister.token, 'outbox')).docs.values()].find((d: Wire) => d.id === row.id);
    expect(done).toMatchObject({ state: 'failed', result: null, error: { code: 'checkout_blocked' } });
    expect((await stored(rental.id))!.checkout_date).toBe(dateIn(server, 30));
  });
});
