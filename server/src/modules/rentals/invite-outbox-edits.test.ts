import { randomUUID } from 'node:crypto';
import type { OutboxKind, Rental, UpdateInvitePayload } from '@crashpad/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pullAll, push, type Wire } from '../../test-support/sync-test-kit.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { invite, inviteBody, onboardedLister } from '../../test-support/rentals-test-kit.js';

/**
 * Edits, cancels and resends of invitations written offline (issue 10): outbox kinds
 * `update_invite`, `cancel_invite`, `resend_invite`, owned by the rentals module. Each is
 * carried out once per row id — a retried push, or a handler run again after a delivery cut
 * short, changes and mails nothing twice — and answers sent (the rental) or failed (the reason).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const queued = (kind: OutboxKind, payload: Record<string, unknown>, id = randomUUID()) => ({
  id,
  serverSeq: 0,
  updated_at: '',
  created_at: new Date().toISOString(),
  state: 'queued',
  error: null,
  kind,
  payload,
  result: null,
  _deleted: false,
});

async function outcome(token: string, id: string): Promise<Wire> {
  return [...(await pullAll(server, token, 'outbox')).docs.values()].find((d: Wire) => d.id === id)!;
}
const stored = (id: string) => server.context.store.collection<Rental & { _id: string }>('rentals').findOne({ _id: id });
const inviteMails = async (email: string) => (await server.mailbox(email)).filter((m) => m.text.includes('/tenant/invitation/')).length;

describe('invitation edits through the outbox', () => {
  it('delivers an edit once (new terms, a new address mailed once) and answers the rental', async () => {
    const { lister, listing } = await onboardedLister(server);
    const rental = await invite(server, lister.token, inviteBody(server, listing, 'first.address@example.com', { rental_amount: 600 }));
    const row = queued('update_invite', { rental_id: rental.id, ...inviteBody(server, listing, 'second.address@example.com', { rental_amount: '725.50', note_agreement: 'Quiet after 22:00' }) });
    // Pushed twice (a retry after a lost answer).
    expect((await push(server, lister.token, 'outbox', [{ newDocumentState: row }])).status).toBe(200);
    expect((await push(server, lister.token, 'outbox', [{ newDocumentState: row }])).status).toBe(200);
    expect(await outcome(lister.token, row.id)).toMatchObject({ state: 'sent', error: null, result: { rental_id: rental.id, booking_reference: rental.booking_reference } });
    const after = await stored(rental.id);
    expect(after).toMatchObject({ rental_amount_cents: 72_550, tenant_email: 'second.address@example.com', note_agreement: 'Quiet after 22:00', status: 'pending' });
    expect(after!.history.filter((h) => h.event === 'invite_updated')).toHaveLength(1);
    expect(await inviteMails('second.address@example.com')).toBe(1);

    // The handler run again for the same row (a delivery cut short before its outcome was stored):
    // nothing changes, nothing is mailed, the same answer.
    const listerDoc = (await server.rentals.deps.users.byId(lister.user.id))!;
    const again = await server.rentals.services.invites.carryOutUpdate(listerDoc, { rental_id: rental.id, ...inviteBody(server, listing, 'third.address@example.com') } as UpdateInvitePayload, row.id);
    expect(again).toEqual({ rental_id: rental.id, booking_reference: rental.booking_reference });
    expect((await stored(rental.id))!.tenant_email).toBe('second.address@example.com');
    expect(await inviteMails('third.address@example.com')).toBe(0);
    // The device sees the edited rental on its next pull.
    const pulled = [...(await pullAll(server, lister.token, 'rentals')).docs.values()].find((d: Wire) => d.id === rental.id);
    expect(pulled).toMatchObject({ rental_amount_cents: 72_550 });
  });

  it('fails an edit with the reason: bad form, past date, another lister\'s rental, an unknown id', async () => {
    const { lister, listing } = await onboardedLister(server);
    const other = await onboardedLister(server);
    const rental = await invite(server, lister.token, inviteBody(server, listing, 'edit.fail@example.com'));
    const cases: [string, Record<string, unknown>, string][] = [
      ['bad rent', { rental_id: rental.id, ...inviteBody(server, listing, 'edit.fail@example.com', { rental_amount: '12.345' }) }, 'validation_failed'],
      ['past date', { rental_id: rental.id, ...inviteBody(server, listing, 'edit.fail@example.com', { start_date: '2001-01-01' }) }, 'validation_failed'],
      ['unknown id', { rental_id: 'no such rental!', ...inviteBody(server, listing, 'edit.fail@example.com') }, 'not_found'],
    ];
    for (const [label, payload, code] of cases) {
      const row = queued('update_invite', payload);
      await push(server, lister.token, 'outbox', [{ newDocumentState: row }]);
      const done = await outcome(lister.token, row.id);
      expect(done, label).toMatchObject({ state: 'failed', result: null, error: { code } });
      expect(String((done.error as { message: string }).message), label).not.toBe('');
    }
    const foreign = queued('update_invite', { rental_id: rental.id, ...inviteBody(server, other.listing, 'edit.fail@example.com') });
    await push(server, other.lister.token, 'outbox', [{ newDocumentState: foreign }]);
    expect(await outcome(other.lister.token, foreign.id)).toMatchObject({ state: 'failed', error: { code: 'not_found' } });
    expect((await stored(rental.id))!.history.filter((h) => h.event === 'invite_updated')).toHaveLength(0);
  });

  it('resends once and cancels once through the outbox; a cancel of an ended invitation fails with the reason', async () => {
    const { lister, listing } = await onboardedLister(server);
    const email = `resend.${Date.now()}@example.com`;
    const rental = await invite(server, lister.token, inviteBody(server, listing, email));
    expect(await inviteMails(email)).toBe(1);
    const resend = queued('resend_invite', { rental_id: rental.id });
    await push(server, lister.token, 'outbox', [{ newDocumentState: resend }]);
    await push(server, lister.token, 'outbox', [{ newDocumentState: resend }]);
    expect(await outcome(lister.token, resend.id)).toMatchObject({ state: 'sent', result: { rental_id: rental.id } });
    const listerDoc = (await server.rentals.deps.users.byId(lister.user.id))!;
    await server.rentals.services.lifecycle.carryOutResend(listerDoc, { rental_id: rental.id }, resend.id);
    expect(await inviteMails(email)).toBe(2);

    const cancel = queued('cancel_invite', { rental_id: rental.id });
    await push(server, lister.token, 'outbox', [{ newDocumentState: cancel }]);
    expect(await outcome(lister.token, cancel.id)).toMatchObject({ state: 'sent', result: { rental_id: rental.id } });
    // Run again after it ended: the first answer, not "no longer pending".
    expect(await server.rentals.services.lifecycle.carryOutCancel(listerDoc, { rental_id: rental.id }, cancel.id)).toEqual({ rental_id: rental.id, booking_reference: rental.booking_reference });
    expect((await stored(rental.id))!.history.filter((h) => h.event === 'invite_cancelled')).toHaveLength(1);

    const late = queued('cancel_invite', { rental_id: rental.id });
    await push(server, lister.token, 'outbox', [{ newDocumentState: late }]);
    expect(await outcome(lister.token, late.id)).toMatchObject({ state: 'failed', error: { code: 'rental_state' } });
  });

  it('refuses rows whose payload does not match their kind before any is applied', async () => {
    const { lister } = await onboardedLister(server);
    for (const payload of [{}, { rental_id: 5 }, { rental_id: 'x', extra: true }, { rental_id: 'x'.repeat(65) }]) {
      const res = await push(server, lister.token, 'outbox', [{ newDocumentState: queued('cancel_invite', payload) }]);
      expect(res.status, JSON.stringify(payload)).toBe(422);
    }
  });
});
