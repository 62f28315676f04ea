import type { User } from '@crashpad/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type SignedUp } from '../../test-support/accounts-factory.js';
import { signUpLister } from '../../test-support/listings-factory.js';
import { startTestServer, type TestServer } from '../../test-support/test-server.js';
import { ACCOUNT_MAIL_TEXTS } from './mail/account-mail-texts.js';
import { scheduleSeekerAccessEnd, SEEKER_ACCESS_END_JOB } from './seeker-access-job.js';
import type { UserDoc } from './user-doc.js';

const MINUTE = 60_000;
const DAY = 86_400_000;
const SUBJECT_EN = 'Your Crashpad access has ended';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ demoData: false });
});
afterAll(() => server.close());

const users = () => server.context.store.collection<UserDoc>('users');
const iso = (ms: number) => new Date(ms).toISOString();
const stored = async (id: string) => (await users().findOne({ _id: id }))!;

/** A seeker whose payment went through: ACTIVE until `expireAt` (as payments will leave it). */
async function paidSeeker(expireAt: number, fields: Partial<UserDoc> = {}): Promise<SignedUp> {
  const seeker = await signUp(server, { account_type: 'seeker', user_plan: 'seeker' });
  await users().updateOne({ _id: seeker.user.id }, { $set: { status: 'ACTIVE', plan_status: 'active', expire_at: iso(expireAt), ...fields } });
  return seeker;
}
const NOTICE_SUBJECTS = new Set(Object.values(ACCOUNT_MAIL_TEXTS).map((t) => t.access_ended.subject));
/** Access-ended notices mailed to an address (sign-up also mails a verification link). */
const subjects = async (to: string) => (await server.mailbox(to)).map((m) => m.subject).filter((subject) => NOTICE_SUBJECTS.has(subject));

describe('seeker access ends six months after payment (spec 1 §1, §4; DECISIONS #1)', () => {
  it('deactivates due seekers once, mails each a notice once, and leaves everyone else alone', async () => {
    const now = server.clock.now();
    const due = await paidSeeker(now - MINUTE);
    const dueLongAgo = await paidSeeker(now - 40 * DAY);
    const notYet = await paidSeeker(now + DAY);
    const closed = await paidSeeker(now - DAY, { status: 'DEACTIVATED' });
    const lister = await signUpLister(server, 'basic', { expire_at: iso(now - DAY) }); // renewals are the subscription's

    const report = await server.context.jobs.tick();
    expect(report.done.some((k) => k.startsWith(`${SEEKER_ACCESS_END_JOB}:`))).toBe(true);
    await server.context.outbox.drain();

    for (const s of [due, dueLongAgo]) {
      expect(await stored(s.user.id)).toMatchObject({ status: 'INACTIVE', plan_status: 'expired' });
      expect(await subjects(s.email)).toEqual([SUBJECT_EN]);
    }
    const mail = (await server.mailbox(due.email)).find((m) => m.subject === SUBJECT_EN);
    expect(mail!.text).toContain(`${server.context.config.publicUrl}/account-expired`);
    expect(mail!.text).toContain(iso(now - MINUTE).slice(0, 10));
    expect(await stored(notYet.user.id)).toMatchObject({ status: 'ACTIVE', plan_status: 'active' });
    expect(await stored(closed.user.id)).toMatchObject({ status: 'DEACTIVATED' });
    expect(await stored(lister.user.id)).toMatchObject({ status: 'ACTIVE', plan_status: 'active' });
    for (const s of [notYet, closed, lister]) expect(await subjects(s.email)).toEqual([]);

    // The API shows the state; the account still logs in to renew (status is not DEACTIVATED).
    const me = await server.api<{ user: User }>('GET', '/user', { token: due.token });
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ status: 'INACTIVE', plan_status: 'expired' });

    // Later sweeps change nothing and send nothing again.
    server.clock.advance(15 * MINUTE);
    await server.context.jobs.tick();
    await server.context.outbox.drain();
    expect(await subjects(due.email)).toEqual([SUBJECT_EN]);
    expect(await server.context.outbox.list({ state: 'failed' })).toEqual([]);
  });

  it('a one-off run ends one seeker at the exact expiry, in their language', async () => {
    const expireAt = server.clock.now() + 7 * MINUTE; // between two 15-minute sweeps at most
    const seeker = await paidSeeker(expireAt, { locale: 'de' });
    expect(await scheduleSeekerAccessEnd(server.context.jobs, seeker.user.id, iso(expireAt))).toBe(true);
    expect(await scheduleSeekerAccessEnd(server.context.jobs, seeker.user.id, iso(expireAt))).toBe(false);
    server.clock.advance(expireAt - 1 - server.clock.now());
    await server.context.jobs.tick();
    expect((await stored(seeker.user.id)).status).toBe('ACTIVE');
    server.clock.advance(1);
    const report = await server.context.jobs.tick();
    expect(report.done).toContain(`${SEEKER_ACCESS_END_JOB}:${seeker.user.id}:${iso(expireAt)}`);
    expect((await stored(seeker.user.id)).status).toBe('INACTIVE');
    await server.context.outbox.drain();
    expect(await subjects(seeker.email)).toEqual(['Ihr Crashpad-Zugang ist abgelaufen']);
  });

  it('a renewal before the one-off time makes it a no-op', async () => {
    const expireAt = server.clock.now() + 10 * MINUTE;
    const seeker = await paidSeeker(expireAt);
    await scheduleSeekerAccessEnd(server.context.jobs, seeker.user.id, iso(expireAt));
    await users().updateOne({ _id: seeker.user.id }, { $set: { expire_at: iso(expireAt + 183 * DAY) } }); // renewed
    server.clock.advance(10 * MINUTE);
    await server.context.jobs.tick();
    await server.context.outbox.drain();
    expect(await stored(seeker.user.id)).toMatchObject({ status: 'ACTIVE', plan_status: 'active' });
    expect(await subjects(seeker.email)).toEqual([]);
  });

  it('a crash after the notice was recorded and before the status changed: the next run finishes it, one mail', async () => {
    const expireAt = server.clock.now() - MINUTE;
    const seeker = await paidSeeker(expireAt);
    // What the job had done when the process died: the event is stored, the user still ACTIVE.
    await server.context.outbox.record('account.access_ended', { userId: seeker.user.id, expireAt: iso(expireAt) }, { key: `${seeker.user.id}:${iso(expireAt)}` });
    server.clock.advance(15 * MINUTE);
    await server.context.jobs.tick();
    await server.context.outbox.drain();
    expect(await stored(seeker.user.id)).toMatchObject({ status: 'INACTIVE', plan_status: 'expired' });
    expect(await subjects(seeker.email)).toEqual([SUBJECT_EN]);
  });

  it('the notice is not sent when the seeker renewed between the crash and the delivery', async () => {
    const expireAt = server.clock.now() - MINUTE;
    const seeker = await paidSeeker(expireAt);
    await server.context.outbox.record('account.access_ended', { userId: seeker.user.id, expireAt: iso(expireAt) }, { key: `${seeker.user.id}:${iso(expireAt)}` });
    await users().updateOne({ _id: seeker.user.id }, { $set: { expire_at: iso(server.clock.now() + 183 * DAY) } });
    await server.context.outbox.drain();
    expect(await subjects(seeker.email)).toEqual([]);
    expect(await server.context.outbox.list({ state: 'done' })).toEqual(expect.arrayContaining([expect.objectContaining({ _id: `account.access_ended:${seeker.user.id}:${iso(expireAt)}` })]));
  });
});
