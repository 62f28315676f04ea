import { randomUUID } from 'node:crypto';
import type { PaymentRequest, Rental } from '@crashpad/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pullAll, push, type Wire } from '../../test-support/sync-test-kit.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { accept, inviteBody, inviteToken, onboardedLister, tenantWithCard } from '../../test-support/rentals-test-kit.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const queuedInvite = (id: string, payload: Record<string, unknown>) => ({
  id,
  serverSeq: 0,
  updated_at: '',
  created_at: new Date().toISOString(),
  state: 'queued',
  error: null,
  kind: 'invite_tenant',
  payload,
  result: null,
  _deleted: false,
});

describe('invitations through the outbox and rentals through sync', () => {
  it('delivers a queued invitation exactly once with its result, fails a bad one with the reason, and replicates rentals, requests and the Pad Pass to both sides', async () => {
    const { lister, listing } = await onboardedLister(server);
    const tenant = await tenantWithCard(server);
    const rowId = randomUUID();
    const row = queuedInvite(rowId, inviteBody(server, listing, tenant.email, { auto_pay: 0, deposit: 100 }));
    // Pushed twice (a retry after a lost answer): one rental, one e-mail.
    expect((await push(server, lister.token, 'outbox', [{ newDocumentState: row }])).status).toBe(200);
    expect((await push(server, lister.token, 'outbox', [{ newDocumentState: row }])).status).toBe(200);
    const outbox = await pullAll(server, lister.token, 'outbox');
    const delivered = [...outbox.docs.values()].find((d: Wire) => d.id === rowId)!;
    expect(delivered).toMatchObject({ state: 'sent', error: null, result: { rental_id: rowId } });
    expect(await server.context.store.collection('rentals').countDocuments({ _id: rowId })).toBe(1);
    expect((await server.mailbox(tenant.email)).filter((m) => m.text.includes('/tenant/invitation/')).length).toBe(1);

    // The same bed again: failed with the translated reason, nothing stored.
    const second = queuedInvite(randomUUID(), inviteBody(server, listing, 'someone@example.com'));
    await push(server, lister.token, 'outbox', [{ newDocumentState: second }]);
    const failed = [...(await pullAll(server, lister.token, 'outbox')).docs.values()].find((d: Wire) => d.id === second.id)!;
    expect(failed).toMatchObject({ state: 'failed', error: { code: 'bed_unavailable' } });
    expect(String((failed.error as { message: string }).message)).toMatch(/bed/i);

    // Both sides pull the rental; the tenant only after it is theirs; requests and Pad Pass follow.
    await accept(server, tenant.token, await inviteToken(server, tenant.email));
    await server.api('PUT', `/lister/listings/${listing.id}/pad-pass`, { token: lister.token, body: { door_code: '4821#', house_rules: 'Quiet after 22:00', emergency_contact: 'Linda 720-555-0110' } });
    const theirs = [...(await pullAll(server, tenant.token, 'rentals')).docs.values()] as unknown as Rental[];
    expect(theirs).toEqual([expect.objectContaining({ id: rowId, status: 'accepted', pad_pass: expect.objectContaining({ door_code: '4821#' }) })]);
    expect(theirs[0]!.address).toContain('Denver');
    const listerSide = [...(await pullAll(server, lister.token, 'rentals')).docs.values()] as unknown as Rental[];
    expect(listerSide.map((r) => r.id)).toEqual([rowId]);
    const requests = [...(await pullAll(server, tenant.token, 'payment_requests')).docs.values()] as unknown as PaymentRequest[];
    expect(requests).toEqual([expect.objectContaining({ id: `deposit-${rowId}`, status: 'pending', amount_cents: 10_000 })]);
    const stranger = await tenantWithCard(server);
    expect([...(await pullAll(server, stranger.token, 'rentals')).docs.values()]).toEqual([]);
    // Pull-only collections refuse pushes.
    expect((await push(server, tenant.token, 'rentals', [{ newDocumentState: { ...theirs[0], note_agreement: 'changed', _deleted: false } }])).status).not.toBe(200);
  });
});
