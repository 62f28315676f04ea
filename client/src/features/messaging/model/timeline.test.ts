import { describe, expect, it } from 'vitest';
import { buildTimeline, historyPage, unpulledSends } from './timeline';
import { message, outboxRow } from './test-docs';

describe('conversation timeline (ARCHITECTURE §4 outbox)', () => {
  it('orders messages by server time and puts unsent rows after them in writing order', () => {
    const entries = buildTimeline({
      messages: [message({ id: 'm2', created: '2025-01-02T00:00:00Z' }), message({ id: 'm1', created: '2025-01-01T00:00:00Z' })],
      outbox: [outboxRow({ id: 'o2', created_at: '2025-01-03T00:00:02Z' }), outboxRow({ id: 'o1', created_at: '2025-01-03T00:00:01Z', state: 'failed' })],
      counterpartId: 'lister1',
    });
    expect(entries.map((e) => `${e.kind}:${e.id}`)).toEqual(['message:m1', 'message:m2', 'outbox:o1', 'outbox:o2']);
  });
  it('replaces a delivered row by its message (same id) so it never shows twice', () => {
    const entries = buildTimeline({
      messages: [message({ id: 'o1' })],
      outbox: [outboxRow({ id: 'o1', state: 'sent', result: { thread_id: 't1', message_id: 'o1' } })],
      counterpartId: 'lister1',
    });
    expect(entries).toEqual([{ kind: 'message', id: 'o1', message: message({ id: 'o1' }) }]);
  });
  it('keeps a delivered row until its message arrives', () => {
    const entries = buildTimeline({ messages: [], outbox: [outboxRow({ id: 'o1', state: 'sent' })], counterpartId: 'lister1' });
    expect(entries.map((e) => e.kind)).toEqual(['outbox']);
  });
  it('leaves out sends to other people', () => {
    const entries = buildTimeline({ messages: [], outbox: [outboxRow({ payload: { to: 'someone-else', message: 'x', listing_id: 'l' } })], counterpartId: 'lister1' });
    expect(entries).toEqual([]);
  });
  it('orders messages with the same time by id', () => {
    const same = '2025-01-01T00:00:00Z';
    const entries = buildTimeline({ messages: [message({ id: 'b', created: same }), message({ id: 'a', created: same })], outbox: [], counterpartId: 'x' });
    expect(entries.map((e) => e.id)).toEqual(['a', 'b']);
  });
});

const entries = (n: number) =>
  buildTimeline({
    messages: Array.from({ length: n }, (_, i) => message({ id: `m${String(i).padStart(2, '0')}`, created: `2025-01-01T00:00:${String(i).padStart(2, '0')}Z` })),
    outbox: [],
    counterpartId: 'x',
  });

describe('history paging (spec 3 §2, §9)', () => {
  it('shows the latest page, oldest first, with See more while older ones are hidden', () => {
    const page = historyPage(entries(30), 1);
    expect(page.items).toHaveLength(25);
    expect(page.items[0]?.id).toBe('m05');
    expect(page.items.at(-1)?.id).toBe('m29');
    expect(page.seeMore).toBe('more');
    expect(historyPage(entries(30), 2)).toMatchObject({ seeMore: 'exhausted' });
  });
  it('offers See more only from 3 messages on', () => {
    expect(historyPage(entries(2), 1, 1).seeMore).toBe('hidden');
    expect(historyPage(entries(3), 1, 2).seeMore).toBe('more');
  });
});

const sent = (id: string) => outboxRow({ id, state: 'sent', result: { thread_id: 't1', message_id: id } });
const minute = (n: number) => new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString();

describe('sends shown as entries of their own', () => {
  const queued = outboxRow({ id: 'q1' });
  const failed = outboxRow({ id: 'f1', state: 'failed', error: { code: 'conflict', message: 'Try again' } });

  it('keeps queued and failed rows and the sent rows whose message is not on the device', () => {
    expect(unpulledSends([queued, failed, sent('s1'), sent('s2')], new Set(['s1'])).map((r) => r.id)).toEqual(['q1', 'f1', 's2']);
  });

  it('shows no sent row before the first lookup has answered', () => {
    expect(unpulledSends([queued, sent('s1')], null).map((r) => r.id)).toEqual(['q1']);
  });

  // A conversation longer than a page, every message of it sent from this account: the window
  // holds the newest 26 messages, the device holds all 40 rows (replicated). The newest page is
  // still the newest messages, not rows of old messages appended at the end.
  it('keeps the newest messages on the first page of a long conversation', () => {
    const all = Array.from({ length: 40 }, (_, n) => message({ id: `m${String(n).padStart(2, '0')}`, created: minute(n), message: `#${n}` }));
    const rows = all.map((m) => sent(m.id));
    const window = all.slice(-26);
    const shown = unpulledSends(rows, new Set(rows.map((r) => r.id)));
    const page = historyPage(buildTimeline({ messages: window, outbox: shown, counterpartId: 'lister1' }), 1);
    expect(page.items.map((e) => e.id)).toEqual(all.slice(-25).map((m) => m.id));
    // What the chat showed before: the rows of the 14 older messages after the newest ones.
    const before = historyPage(buildTimeline({ messages: window, outbox: rows, counterpartId: 'lister1' }), 1);
    expect(before.items.at(-1)!.kind).toBe('outbox');
  });
});
