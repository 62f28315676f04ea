import { outboxWireSchema } from '@crashpad/sync';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../db/open-database';
import { fakeStorage } from '../../../db/test-database';
import type { CrashpadDatabase } from '../../../db/types';
import { emptyInvite, toInvitePayload } from '../model/invite-form';
import { queueInvite, queueInviteAction, queueInviteUpdate } from './invite-outbox';

let opened: CrashpadDatabase | null = null;
afterEach(async () => {
  await opened?.close();
  opened = null;
});

const values = emptyInvite({ tenant_email: 'tina@example.com', location_id: 'L1', room_id: 'R1', bed_id: 'B1', rental_amount: '650', start_date: '2026-12-01', start_time: '14:00' });

describe('queued invitations', () => {
  it('writes a queued invite_tenant row that the wire schema accepts, with a fresh id each time', async () => {
    opened = await openDatabase('lister-1', fakeStorage());
    const a = await queueInvite(opened, toInvitePayload(values));
    const b = await queueInvite(opened, toInvitePayload(values));
    expect(a).toMatchObject({ kind: 'invite_tenant', state: 'queued', error: null, result: null, serverSeq: 0, payload: { tenant_email: 'tina@example.com', auto_pay: 0 } });
    expect(a.id).not.toBe(b.id);
    expect(v.safeParse(outboxWireSchema, { ...a, _deleted: false }).success).toBe(true);
    expect(await opened.outbox.find({ selector: { kind: 'invite_tenant', state: 'queued' } }).exec()).toHaveLength(2);
  });

  it('refuses a payload the outbox schema refuses (an e-mail longer than any address)', async () => {
    opened = await openDatabase('lister-1', fakeStorage());
    await expect(queueInvite(opened, toInvitePayload({ ...values, tenant_email: `${'x'.repeat(330)}@example.com` }))).rejects.toThrow();
    expect(await opened.outbox.count().exec()).toBe(0);
  });

  it('queues an edit, a cancel and a resend of an existing rental as their own kinds, each a row the wire schema accepts', async () => {
    opened = await openDatabase('lister-1', fakeStorage());
    const edit = await queueInviteUpdate(opened, 'rental-1', toInvitePayload({ ...values, rental_amount: '700' }));
    const cancel = await queueInviteAction(opened, 'cancel_invite', 'rental-1');
    const resend = await queueInviteAction(opened, 'resend_invite', 'rental-2');
    expect(edit).toMatchObject({ kind: 'update_invite', state: 'queued', payload: { rental_id: 'rental-1', tenant_email: 'tina@example.com', rental_amount: '700' } });
    expect(cancel).toMatchObject({ kind: 'cancel_invite', state: 'queued', payload: { rental_id: 'rental-1' } });
    expect(resend).toMatchObject({ kind: 'resend_invite', payload: { rental_id: 'rental-2' } });
    for (const row of [edit, cancel, resend]) expect(v.safeParse(outboxWireSchema, { ...row, _deleted: false }).success, row.kind).toBe(true);
    // A cancel row carrying a form is not a cancel row.
    expect(v.safeParse(outboxWireSchema, { ...cancel, payload: edit.payload, _deleted: false }).success).toBe(false);
    expect(await opened.outbox.count({ selector: { state: 'queued' } }).exec()).toBe(3);
  });
});
