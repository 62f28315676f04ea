import type { AppContext } from '../../app-context.js';
import { DuplicateKeyError } from '../../platform/store/types.js';
import { translateShared } from '@crashpad/sync';
import type { UsersRepo } from '../accounts/users-repo.js';
import { renderAccountMail } from '../accounts/mail/render-account-mail.js';
import type { LedgerRepo } from './ledger-repo.js';
import { isoAt } from '../../platform/clock.js';

type SentNotice = { _id: string; user_id: string; sent_at: string };

const dollars = (cents: number) => `$${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/**
 * The receipt e-mail of a confirmed payment (plan activation, renewal, boost), delivered from
 * the durable outbox at least once and sent once per event (`notices_sent`). The ledger row is
 * re-read: until it is stored (a crash between recording the event and the write) the handler
 * fails and the outbox retries later.
 */
export function registerReceiptMail(app: AppContext, users: UsersRepo, ledger: LedgerRepo): void {
  const sent = app.store.collection<SentNotice>('notices_sent');
  app.outbox.on('payment.received', 'payment-receipt-mail', async (event) => {
    if (await sent.findOne({ _id: event.id })) return;
    const row = await ledger.byKey(event.payload.entryKey);
    if (!row) throw new Error(`ledger row ${event.payload.entryKey} not stored yet`);
    const user = await users.byId(event.payload.userId);
    if (!user || user.status === 'DEACTIVATED') return;
    const isPlan = ['basic', 'premium', 'pro', 'seeker'].includes(row.product);
    await app.mailer.send(
      renderAccountMail('payment_receipt', user.locale, user.email, {
        name: user.first_name,
        link: `${app.config.publicUrl}/account-setting#my-services`,
        date: (row.expire_at ?? row.created_at).slice(0, 10),
        service: translateShared(user.locale, `payments.${isPlan ? `plan_${row.product}` : row.product}`),
        amount: dollars(row.amount_cents),
      }),
    );
    try {
      await sent.insertOne({ _id: event.id, user_id: user._id, sent_at: isoAt(app.clock.now()) });
    } catch (err) {
      if (!(err instanceof DuplicateKeyError)) throw err;
    }
  });
}
