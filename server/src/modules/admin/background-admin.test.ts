import type { SessionOutput } from '@crashpad/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, signUp } from '../../test-support/accounts-factory.js';
import { expectHostileBodiesRefused, expectHostilePathsRefused, storedState } from '../../test-support/hostile-input.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

let server: TestServer;
let admin: SessionOutput;
let member: SessionOutput;
let calls = 0;
let failing = true;
beforeAll(async () => {
  server = await startTestServer({ demoData: false });
  const a = await signUp(server);
  await server.context.store.collection('users').updateOne({ _id: a.user.id }, { $set: { is_admin: true } });
  admin = await logIn(server, a.email, a.password);
  member = await signUp(server);
  server.context.jobs.register({
    name: 'always-down',
    schedule: null,
    retry: { maxAttempts: 1 },
    async run() {
      calls += 1;
      if (failing) throw new Error('upstream unavailable');
    },
  });
});
afterAll(() => server.close());

type RunsBody = { runs: { occurrence: string; state: string; attempts: number; last_error: string | null }[] };

describe('admin view of jobs and the outbox', () => {
  it('lists failed jobs for an admin and retries one; refuses everyone else', async () => {
    await server.context.jobs.runAt('always-down', 'once', server.clock.now(), null);
    expect((await server.context.jobs.tick()).failed).toEqual(['always-down:once']);

    const res = await server.api<RunsBody>('GET', '/admin/jobs', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.runs).toEqual([expect.objectContaining({ occurrence: 'always-down:once', state: 'failed', attempts: 1, last_error: 'Error: upstream unavailable' })]);

    expect((await server.api('GET', '/admin/jobs', { token: member.token })).status).toBe(403);
    expect((await server.api('GET', '/admin/jobs')).status).toBe(401);
    expect((await server.api('POST', '/admin/jobs/retry', { token: member.token, body: { occurrence: 'always-down:once' } })).status).toBe(403);
    expect((await server.api('POST', '/admin/jobs/retry', { token: admin.token, body: { occurrence: 'nothing:here' } })).status).toBe(404);

    failing = false;
    const retried = await server.api('POST', '/admin/jobs/retry', { token: admin.token, body: { occurrence: 'always-down:once' } });
    expect(retried.status).toBe(200);
    expect((await server.context.jobs.tick()).done).toContain('always-down:once');
    expect(calls).toBe(2);
    expect((await server.api<RunsBody>('GET', '/admin/jobs', { token: admin.token })).body.runs).toEqual([]);
    expect((await server.api<RunsBody>('GET', '/admin/jobs?state=done', { token: admin.token })).body.runs.map((r) => r.occurrence)).toContain('always-down:once');
    expect((await server.api('GET', '/admin/outbox?state=failed', { token: admin.token })).body).toEqual({ events: [] });
  });

  it('refuses hostile queries and bodies with 4xx and changes nothing', async () => {
    const before = await storedState(server, ['job_runs', 'outbox_events']);
    await expectHostilePathsRefused(server, [
      { method: 'GET', path: '/admin/jobs', token: admin.token, queryKeys: ['state'] },
      { method: 'GET', path: '/admin/outbox', token: admin.token, queryKeys: ['state'] },
    ]);
    await expectHostileBodiesRefused(server, [
      { method: 'POST', path: '/admin/jobs/retry', token: admin.token, fields: ['occurrence'] },
      { method: 'POST', path: '/admin/outbox/retry', token: admin.token, fields: ['id'] },
    ]);
    expect(await storedState(server, ['job_runs', 'outbox_events'])).toEqual(before);
  });
});
