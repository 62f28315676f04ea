import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../db/open-database';
import { discardOutboxRow } from '../../../db/outbox-commands';
import { fakeStorage } from '../../../db/test-database';
import type { CrashpadDatabase } from '../../../db/types';
import { emptyInvite, toInvitePayload } from '../model/invite-form';
import { queueInvite, queueInviteAction, queueInviteUpdate } from './invite-outbox';
import { queuedRentalChangesQuery, rentalsWithQueuedChange } from './queued-rental-changes';

let opened: CrashpadDatabase | null = null;
afterEach(async () => {
  await opened?.close();
  opened = null;
});

const form = toInvitePayload(emptyInvite({ tenant_email: 'tina@example.com', location_id: 'L1', room_id: 'R1', bed_id: 'B1', rental_amount: '650', start_date: '2026-12-01', start_time: '14:00' }));
const row = (kind: string, state: string, rental_id: string) => ({ kind, state, payload: { rental_id } }) as never;
const marked = async (db: CrashpadDatabase) => [...rentalsWithQueuedChange((await queuedRentalChangesQuery(db).exec()).map((d) => d.toJSON() as never))].sort();

describe('tenant rows with a queued change', () => {
  it('marks the rentals with a queued edit, cancel or resend, and only while the row is unsent', async () => {
    opened = await openDatabase('lister-1', fakeStorage());
    expect(await marked(opened)).toEqual([]);
    const edit = await queueInviteUpdate(opened, 'rental-edit', form);
    await queueInviteAction(opened, 'cancel_invite', 'rental-cancel');
    const resend = await queueInviteAction(opened, 'resend_invite', 'rental-resend');
    // A new invitation is not a change of an existing row (the queued card shows it).
    await queueInvite(opened, form);
    expect(await marked(opened)).toEqual(['rental-cancel', 'rental-edit', 'rental-resend']);

    // Sent or refused (the queued card shows the reason): the row is no longer marked.
    await (await opened.outbox.findOne(resend.id).exec())!.incrementalPatch({ state: 'sent' });
    const cancel = await opened.outbox.findOne({ selector: { kind: 'cancel_invite' } }).exec();
    await cancel!.incrementalPatch({ state: 'failed' });
    expect(await marked(opened)).toEqual(['rental-edit']);
    // Discarded from the queued card: the row is no longer marked either.
    expect(await discardOutboxRow(opened, edit.id)).toBe(true);
    expect(await marked(opened)).toEqual([]);
  });

  it('reads only queued rows of the three change kinds', () => {
    expect([...rentalsWithQueuedChange([row('update_invite', 'queued', 'a'), row('send_message', 'queued', 'b'), row('cancel_invite', 'sent', 'c'), row('resend_invite', 'queued', 'a')])]).toEqual(['a']);
  });
});
