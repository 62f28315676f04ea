import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteMetrics } from '@crashpad/sync';
import { signUp } from '../../test-support/accounts-factory.js';
import { createListing, signUpLister } from '../../test-support/listings-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { METRICS_TTL_MS } from './metrics-service.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /metrics', () => {
  it('counts active users, published listings and messages, public and cacheable', async () => {
    const lister = await signUpLister(server);
    await signUp(server); // a free tenant: ACTIVE without a plan
    await signUp(server, { account_type: 'seeker', user_plan: 'seeker' }); // pending payment: not counted
    const published = await createListing(server, lister.token);
    const hidden = await createListing(server, lister.token, { title: 'Second crew house near DEN' });
    await server.api('POST', `/crashpads/status/${hidden.id}`, { token: lister.token, body: { status: 1 } });
    const messages = server.context.store.collection('messages');
    await messages.insertOne({ _id: 'm1', message: 'hello' });
    await messages.insertOne({ _id: 'm2', message: 'again' });
    await messages.insertOne({ _id: 'm3', message: 'gone', _deleted: true });

    const res = await server.api<SiteMetrics>('GET', '/metrics');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ users: 2, listings: 1, messages: 2 });
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(published.id).not.toBe(hidden.id);
  });

  it('answers from its cache until the figures are ten minutes old', async () => {
    const own = await startTestServer();
    try {
      expect((await own.api<SiteMetrics>('GET', '/metrics')).body.users).toBe(0);
      await signUp(own);
      expect((await own.api<SiteMetrics>('GET', '/metrics')).body.users).toBe(0);
      own.clock.advance(METRICS_TTL_MS);
      expect((await own.api<SiteMetrics>('GET', '/metrics')).body.users).toBe(1);
    } finally {
      await own.close();
    }
  });

  it('refuses query parameters it does not know', async () => {
    const res = await server.api('GET', '/metrics?users[$gt]=0');
    expect(res.status).toBe(422);
  });
});
