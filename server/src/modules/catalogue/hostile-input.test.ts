import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectHostilePathsRefused, storedState } from '../../test-support/hostile-input.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

/**
 * Property: hostile query strings at the airport and city directories never answer 5xx; the
 * airport count takes no query and answers 4xx to every one. Nothing stored changes.
 * (/airports, /airports/search and /cities are also probed key by key in the listings test.)
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('hostile input to the catalogue directories', () => {
  it('answers 4xx or a directory, never 5xx, and changes nothing', async () => {
    const before = await storedState(server, ['listings', 'users']);
    await expectHostilePathsRefused(
      server,
      [
        { method: 'GET', path: '/airports/count' },
        { method: 'GET', path: '/airports', queryKeys: ['scope'] },
        { method: 'GET', path: '/cities', queryKeys: ['scope'] },
        { method: 'GET', path: '/airports/search', queryKeys: ['search'] },
      ],
      { seed: 3201 },
    );
    expect(await storedState(server, ['listings', 'users'])).toEqual(before);
  });
});
