import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../test-support/accounts-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';

/**
 * Issue 7 §1.7 (DECISIONS #7): forgot-password and the verification resend must not take longer
 * for a known address. Rather than time them (noisy), this shows the answer leaves before any
 * work for the address is done: all domain work after the answer is held back until the test
 * releases it, and at answer time nothing about the address has been written or mailed.
 */
let server: TestServer;
let release: () => Promise<void>;
beforeAll(async () => {
  server = await startTestServer();
  const events = server.context.events;
  const original = events.emit.bind(events);
  let held: (() => void)[] = [];
  let holding = false;
  events.emit = ((name: never, payload: never) => {
    if (holding) held.push(() => original(name, payload));
    else original(name, payload);
  }) as typeof events.emit;
  release = async () => {
    holding = false;
    const run = held;
    held = [];
    for (const fire of run) fire();
    await events.idle();
  };
  hold = () => {
    holding = true;
  };
});
let hold: () => void;
afterAll(() => server.close());

async function post(path: string, email: string): Promise<{ status: number; text: string }> {
  const res = await fetch(`${server.url}/api${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email }) });
  return { status: res.status, text: await res.text() };
}

const tokensOf = (userId: string, kind: string) => server.context.store.collection('account_tokens').countDocuments({ user_id: userId, kind, used_at: null });

describe('forgot password answers before doing the work', () => {
  it('answers a known address before its reset link exists, then mails it', async () => {
    const { email, user } = await signUp(server);
    await server.mailbox(email);
    hold();
    const known = await post('/password-recovery', email);
    const unknown = await post('/password-recovery', 'nobody-here@example.com');
    expect(known).toEqual({ status: 200, text: JSON.stringify({ ok: true }) });
    expect(unknown).toEqual(known);
    expect(await tokensOf(user.id, 'reset')).toBe(0);
    await release();
    expect(await tokensOf(user.id, 'reset')).toBe(1);
    expect((await server.mailbox(email))[0]?.subject).toBe('Reset your password');
  });

  it('the verification resend answers before its link exists, then mails it', async () => {
    const { email, user } = await signUp(server);
    await server.mailbox(email);
    const [first] = await server.context.store.collection('account_tokens').find({ user_id: user.id, kind: 'verify_email' });
    hold();
    const known = await post('/email/resend', email);
    expect(known).toEqual({ status: 200, text: JSON.stringify({ ok: true }) });
    expect(await post('/email/resend', 'nobody-here@example.com')).toEqual(known);
    const [still] = await server.context.store.collection('account_tokens').find({ user_id: user.id, kind: 'verify_email', used_at: null });
    expect(still?._id).toBe(first?._id);
    await release();
    expect(await server.mailbox(email)).toHaveLength(2);
  });
});
