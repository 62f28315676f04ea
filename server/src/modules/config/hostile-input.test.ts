import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test-support/accounts-factory.js';
import { expectHostilePathsRefused, storedState } from '../../test-support/hostile-input.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

/**
 * Property: hostile query strings (and forged or junk bearer tokens) at the read-only service
 * calls — GET /config (optional login), /health and the development mailbox — never answer 5xx
 * and change nothing. /config and /health take no query and ignore one; the mailbox checks its own.
 */
let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = (await signUp(server)).token;
});
afterAll(() => server.close());

describe('hostile input to the config, health and mailbox calls', () => {
  it('never answers 5xx and changes nothing', async () => {
    const before = await storedState(server, ['users', 'sessions']);
    await expectHostilePathsRefused(
      server,
      [
        { method: 'GET', path: '/config', queryKeys: [] },
        { method: 'GET', path: '/config', token, queryKeys: [] },
        { method: 'GET', path: '/config', token: `${token}x`, queryKeys: [] },
        { method: 'GET', path: '/config', token: 'a.b.c', queryKeys: [] },
        { method: 'GET', path: '/health', queryKeys: [] },
        { method: 'GET', path: '/dev/mailbox', queryKeys: ['to'] },
      ],
      { seed: 3301 },
    );
    expect(await storedState(server, ['users', 'sessions'])).toEqual(before);
  });
});
