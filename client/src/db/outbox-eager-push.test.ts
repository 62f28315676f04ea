import type { MessageOutboxRow } from '@crashpad/sync';
import { describe, expect, it } from 'vitest';
import { createEagerOutboxPush } from './outbox-eager-push';
import type { PushRow, WireDoc } from './sync-handlers';

const row = (id: string, over: Partial<MessageOutboxRow> = {}): MessageOutboxRow => ({
  id, serverSeq: 0, updated_at: '', created_at: '2026-01-01T00:00:00.000Z', state: 'queued', error: null, kind: 'send_message',
  payload: { to: 'u2', message: `text ${id}`, listing_id: 'l1' }, result: null, ...over,
});

/** A push handler whose answers the test releases one by one, recording what was sent when. */
function controlledPush() {
  const calls: { ids: string[]; release: (answer: WireDoc[] | Error) => void }[] = [];
  const push = (rows: PushRow[]) =>
    new Promise<WireDoc[]>((resolve, reject) => {
      calls.push({ ids: rows.map((r) => r.newDocumentState.id), release: (a) => (a instanceof Error ? reject(a) : resolve(a)) });
    });
  return { calls, push };
}
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('eager outbox push', () => {
  it('sends a fresh row at once, and the replication push waits until it is answered', async () => {
    const direct = controlledPush();
    const replicated = controlledPush();
    const e = createEagerOutboxPush({ push: direct.push, queuedIds: () => [], online: () => true });
    expect(e.start(row('a'))).toBe(true);
    await tick();
    expect(direct.calls.map((c) => c.ids)).toEqual([['a']]);
    const wrapped = e.wrap(replicated.push);
    const answer = wrapped([{ newDocumentState: { ...row('a'), _deleted: false } as unknown as WireDoc }]);
    await tick();
    // The replication's push (which the server answers with the stored row) goes only after the eager one.
    expect(replicated.calls).toHaveLength(0);
    direct.calls[0]!.release([]);
    await tick();
    expect(replicated.calls.map((c) => c.ids)).toEqual([['a']]);
    replicated.calls[0]!.release([]);
    await expect(answer).resolves.toEqual([]);
  });

  it('sends rows one after another, in the order they were queued', async () => {
    let queued: string[] = [];
    const direct = controlledPush();
    const e = createEagerOutboxPush({ push: direct.push, queuedIds: () => queued, online: () => true });
    expect(e.start(row('a'))).toBe(true);
    queued = ['a']; // 'a' is queued now; 'b' still follows it in the same chain
    expect(e.start(row('b'))).toBe(true);
    await tick();
    expect(direct.calls.map((c) => c.ids)).toEqual([['a']]);
    direct.calls[0]!.release(new Error('network down'));
    await tick();
    await tick();
    expect(direct.calls.map((c) => c.ids)).toEqual([['a'], ['b']]);
    direct.calls[1]!.release([]);
  });

  it('leaves a row to the replication when older rows wait, offline, or when it is not a fresh queued row', async () => {
    const direct = controlledPush();
    // Not known yet which rows are queued here: an older one might be.
    expect(createEagerOutboxPush({ push: direct.push, queuedIds: () => null, online: () => true }).start(row('a'))).toBe(false);
    expect(createEagerOutboxPush({ push: direct.push, queuedIds: () => ['older'], online: () => true }).start(row('a'))).toBe(false);
    expect(createEagerOutboxPush({ push: direct.push, queuedIds: () => [], online: () => false }).start(row('a'))).toBe(false);
    const e = createEagerOutboxPush({ push: direct.push, queuedIds: () => [], online: () => true });
    expect(e.start(row('a', { serverSeq: 4 }))).toBe(false);
    expect(e.start(row('a', { state: 'failed' }))).toBe(false);
    await tick();
    expect(direct.calls).toHaveLength(0);
  });

  it('a failed eager push does not stop the replication push', async () => {
    const direct = controlledPush();
    const replicated = controlledPush();
    const e = createEagerOutboxPush({ push: direct.push, queuedIds: () => [], online: () => true });
    e.start(row('a'));
    await tick();
    const answer = e.wrap(replicated.push)([{ newDocumentState: { ...row('a'), _deleted: false } as unknown as WireDoc }]);
    direct.calls[0]!.release(new Error('503'));
    await tick();
    await tick();
    expect(replicated.calls.map((c) => c.ids)).toEqual([['a']]);
    replicated.calls[0]!.release([]);
    await expect(answer).resolves.toEqual([]);
  });

  it('a row its eager push delivered no longer holds the next one back while this device still holds it as queued; an undelivered one does', async () => {
    const direct = controlledPush();
    let queued: string[] = [];
    const e = createEagerOutboxPush({ push: direct.push, queuedIds: () => queued, online: () => true });
    expect(e.start(row('a'))).toBe(true);
    queued = ['a'];
    await tick();
    direct.calls[0]!.release([]);
    await tick();
    await tick();
    // 'a' is delivered; its local copy is still queued until the replication's push is answered.
    expect(e.start(row('b'))).toBe(true);
    queued = ['a', 'b'];
    await tick();
    expect(direct.calls.map((c) => c.ids)).toEqual([['a'], ['b']]);
    direct.calls[1]!.release(new Error('network down'));
    await tick();
    await tick();
    // 'b' was not delivered: 'c' must not overtake it, the replication sends both in order.
    expect(e.start(row('c'))).toBe(false);
    // Once the replication wrote both as sent, nothing waits any more.
    queued = [];
    expect(e.start(row('d'))).toBe(true);
    await tick();
    expect(direct.calls.map((c) => c.ids)).toEqual([['a'], ['b'], ['d']]);
    direct.calls[2]!.release([]);
  });
});
