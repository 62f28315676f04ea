import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectHostilePathsRefused, storedState } from '../../test-support/hostile-input.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

/**
 * Property: GET /metrics takes no query, so every hostile query string (operators, prototype
 * keys, repeated keys, broken escapes, huge values) is answered 4xx, never 5xx, and the counted
 * collections do not change.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('hostile input to GET /metrics', () => {
  it('answers 4xx to every query and changes nothing', async () => {
    const before = await storedState(server, ['users', 'listings', 'messages']);
    await expectHostilePathsRefused(server, [{ method: 'GET', path: '/metrics' }], { numRuns: 40, seed: 2801 });
    expect((await server.api('GET', '/metrics')).status).toBe(200);
    expect(await storedState(server, ['users', 'listings', 'messages'])).toEqual(before);
  });
});
