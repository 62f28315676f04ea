import { describe, expect, it } from 'vitest';
import { createApiClient } from '../lib/api-client/api-client';
import { createApiEvents } from '../lib/api-client/api-events';
import { changeEventOf, createCheckpointTracker, createPullHandler, createPushHandler, isUpdateRequired } from './sync-handlers';

function fakeApi(respond: (url: string, init: RequestInit) => Response) {
  const calls: { url: string; init: RequestInit; headers: Record<string, string> }[] = [];
  const api = createApiClient({
    getToken: () => 'tok_abcdefghijk',
    getLocale: () => 'en',
    events: createApiEvents(),
    isOnline: () => true,
    fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), init: init ?? {}, headers: (init?.headers ?? {}) as Record<string, string> });
      return respond(String(input), init ?? {});
    }) as typeof fetch,
  });
  return { api, calls };
}

const saved = (id: string, seq: number) => ({
  id, listing_id: id, saved_at: '2026-01-01T00:00:00.000Z', snapshot: null, listing_state: 'current', listing_changed_at: null,
  serverSeq: seq, updated_at: '2026-01-01T00:00:00.000Z', _deleted: false,
});

describe('pull handler', () => {
  it('asks from the start, then after the checkpoint, with bearer and protocol headers', async () => {
    const { api, calls } = fakeApi(() => Response.json({ documents: [saved('a', 1)], checkpoint: { seq: 1, id: 'a' } }));
    const pull = createPullHandler(api, 'saved_listings');
    await expect(pull(undefined, 100)).resolves.toEqual({ documents: [saved('a', 1)], checkpoint: { seq: 1, id: 'a' } });
    await pull({ seq: 1, id: 'a' }, 50);
    expect(calls.map((c) => c.url)).toEqual(['/api/sync/saved_listings/pull?limit=100', '/api/sync/saved_listings/pull?seq=1&id=a&limit=50']);
    expect(calls[0]?.headers).toMatchObject({ Authorization: 'Bearer tok_abcdefghijk', 'X-Sync-Protocol': '1' });
  });

  it('keeps the previous checkpoint when nothing is newer', async () => {
    const { api } = fakeApi(() => Response.json({ documents: [], checkpoint: null }));
    await expect(createPullHandler(api, 'threads')({ seq: 4, id: 'x' }, 100)).resolves.toEqual({ documents: [], checkpoint: { seq: 4, id: 'x' } });
  });

  it('refuses documents that break the contract instead of storing them', async () => {
    const { api } = fakeApi(() => Response.json({ documents: [{ ...saved('a', 1), owner: 'someone' }], checkpoint: { seq: 1, id: 'a' } }));
    await expect(createPullHandler(api, 'saved_listings')(undefined, 100)).rejects.toThrow();
  });

  it('turns 426 into an update-required error', async () => {
    const { api } = fakeApi(() => Response.json({ code: 'update_required', message: 'Update the app' }, { status: 426 }));
    const error = await createPullHandler(api, 'messages')(undefined, 100).catch((e: unknown) => e);
    expect(isUpdateRequired(error)).toBe(true);
    expect(isUpdateRequired(new Error('x'))).toBe(false);
  });
});

describe('push handler', () => {
  it('posts the rows without RxDB bookkeeping fields and returns the conflicts', async () => {
    const master = saved('b', 7);
    const { api, calls } = fakeApi(() => Response.json([master]));
    const push = createPushHandler(api, 'saved_listings');
    const rows = [
      { newDocumentState: { ...saved('a', 0), _rev: '1-x', _meta: { lwt: 1 }, _attachments: {} } },
      { assumedMasterState: { ...saved('b', 6), _rev: '2-y' }, newDocumentState: { ...saved('b', 6), _deleted: true } },
    ];
    await expect(push(rows)).resolves.toEqual([master]);
    expect(calls[0]?.url).toBe('/api/sync/saved_listings/push');
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.headers['X-Sync-Protocol']).toBe('1');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual([
      { newDocumentState: saved('a', 0) },
      { assumedMasterState: saved('b', 6), newDocumentState: { ...saved('b', 6), _deleted: true } },
    ]);
  });

  it('never sends more than 50 rows in one push', async () => {
    const { api, calls } = fakeApi(() => Response.json([]));
    const rows = Array.from({ length: 51 }, (_, i) => ({ newDocumentState: saved(`d${i}`, 0) }));
    await expect(createPushHandler(api, 'saved_listings')(rows)).rejects.toThrow();
    expect(calls).toHaveLength(0);
  });
});

describe('documents sent ahead of a hint', () => {
  it('become a pull-stream event only after a pull, only when every document is valid, and never move the checkpoint forward', () => {
    const tracker = createCheckpointTracker();
    expect(changeEventOf('saved_listings', [saved('a', 7)], tracker)).toBeNull();

    tracker.see({ seq: 5, id: 'x' });
    tracker.see({ seq: 3, id: 'y' });
    expect(tracker.latest).toEqual({ seq: 5, id: 'x' });
    // Newer than anything pulled: the event starts the next pull no later than the pulls reached.
    expect(changeEventOf('saved_listings', [saved('a', 7)], tracker)).toEqual({ documents: [saved('a', 7)], checkpoint: { seq: 5, id: 'x' } });
    // Older than what was pulled (a late frame): the next pull starts just before it and corrects it.
    expect(changeEventOf('saved_listings', [saved('a', 4), saved('b', 2)], tracker)?.checkpoint).toEqual({ seq: 1, id: '' });
    expect(changeEventOf('saved_listings', [saved('a', 7), { ...saved('b', 8), owner_id: 'someone' }], tracker)).toBeNull();
    expect(changeEventOf('saved_listings', [], tracker)).toBeNull();
  });
});
