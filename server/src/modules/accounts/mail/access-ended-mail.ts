import type { AppContext } from '../../../app-context.js';
import { DuplicateKeyError } from '../../../platform/store/types.js';
import type { UsersRepo } from '../users-repo.js';
import { renderAccountMail } from './render-account-mail.js';
import { isoAt } from '../../../platform/clock.js';

type SentNotice = { _id: string; user_id: string; sent_at: string };

/**
 * The seeker's "your access has ended" e-mail, delivered from the durable outbox (at least
 * once). Idempotent by event id: a notice recorded in `notices_sent` is not sent again. It is
 * only sent while the user's expiry is still the one the event reports (a renewal in between
 * makes it wrong) and the account is not closed. A crash between the SMTP hand-off and the
 * record can send it twice; nothing else can.
 */
export function registerAccessEndedMail(app: AppContext, users: UsersRepo): void {
  const sent = app.store.collection<SentNotice>('notices_sent');
  app.outbox.on('account.access_ended', 'access-ended-mail', async (event) => {
    if (await sent.findOne({ _id: event.id })) return;
    const user = await users.byId(event.payload.userId);
    if (!user || user.status === 'DEACTIVATED' || user.expire_at !== event.payload.expireAt) return;
    await app.mailer.send(
      renderAccountMail('access_ended', user.locale, user.email, {
        name: user.first_name,
        link: `${app.config.publicUrl}/account-expired`,
        date: event.payload.expireAt.slice(0, 10),
      }),
    );
    try {
      await sent.insertOne({ _id: event.id, user_id: user._id, sent_at: isoAt(app.clock.now()) });
    } catch (err) {
      if (!(err instanceof DuplicateKeyError)) throw err;
    }
  });
}
