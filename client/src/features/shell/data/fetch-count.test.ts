import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../lib/api-client/api-client';
import { createApiEvents, type ApiAlert } from '../../../lib/api-client/api-events';
import { fetchCount } from './use-header-counts';

function apiAnswering(response: () => Response) {
  const alerts: ApiAlert[] = [];
  const events = createApiEvents();
  events.subscribe((a) => alerts.push(a));
  const api = createApiClient({ getToken: () => 'tok_abcdefghijk', getLocale: () => 'en', events, isOnline: () => true, fetch: (async () => response()) as typeof fetch });
  return { api, alerts };
}

describe('header counts (spec 1 §8: failures reset counts to 0)', () => {
  it('reads {count}', async () => {
    const { api } = apiAnswering(() => Response.json({ count: 120 }));
    await expect(fetchCount(api, '/messages/unread')).resolves.toBe(120);
  });

  it('gives 0 for 404, 500 and malformed answers without raising global alerts', async () => {
    for (const response of [
      () => Response.json({ code: 'not_found', message: 'x' }, { status: 404 }),
      () => Response.json({ code: 'internal_error', message: 'x' }, { status: 500 }),
      () => Response.json({ total: 3 }),
    ]) {
      const { api, alerts } = apiAnswering(response);
      await expect(fetchCount(api, '/user/get-count-pending-invite')).resolves.toBe(0);
      expect(alerts).toEqual([]);
    }
  });
});
