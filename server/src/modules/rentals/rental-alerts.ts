import { LANGUAGES, translateShared, type AlertSettings, type Language } from '@crashpad/sync';
import type { AppContext } from '../../app-context.js';
import { isoAt } from '../../platform/clock.js';
import { DuplicateKeyError, type Doc } from '../../platform/store/types.js';
import type { UsersRepo } from '../accounts/users-repo.js';
import type { NotifyUser } from '../push/user-notifier.js';
import { deliverableAt } from './quiet-hours.js';

/** The alerts of issue 10; their texts are `rentals.alert_<kind>_title|body`. */
export type RentalAlertKind = 'invite' | 'payment_request' | 'rent_charged' | 'rent_failed' | 'deposit' | 'checkout' | 'autopay' | 'reminder';
/** Money failures are never held back by quiet hours. */
const URGENT: ReadonlySet<RentalAlertKind> = new Set(['rent_failed']);

export interface RentalAlert {
  userId: string;
  kind: RentalAlertKind;
  params: Record<string, string>;
  /** Page the notification opens. */
  url: string;
  /** The business event's key: the alert is raised once per key. */
  key: string;
  /** E-mail when no device is reached (default); off when an e-mail about it goes out anyway (the invitation). */
  mail?: boolean;
}

type AlertSettingsDoc = Doc & AlertSettings;
type SentAlertDoc = Doc & { user_id: string; channel: 'push' | 'mail'; sent_at: string };

const RELEASE_JOB = 'rental-alert-release';
const fill = (text: string, params: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => params[k] ?? '');

/**
 * Rental alerts through the durable outbox (at least once, exactly once in effect by event id):
 * web push to the user's devices, e-mail when no device is reached. Raised inside the user's
 * quiet hours, an alert waits (a one-off job at the end of the quiet hours records it), except
 * money failures.
 */
export function rentalAlerts(app: AppContext, users: UsersRepo, notifyUser: NotifyUser | null) {
  const settings = app.store.collection<AlertSettingsDoc>('alert_settings');
  const sent = app.store.collection<SentAlertDoc>('alerts_sent');

  async function record(alert: RentalAlert): Promise<void> {
    await app.outbox.record('rentals.alert', { userId: alert.userId, alert: alert.kind, params: alert.params, url: alert.url, mail: alert.mail ?? true }, { key: alert.key });
  }

  async function deliver(eventId: string, payload: { userId: string; alert: string; params: Record<string, string>; url: string; mail?: boolean }): Promise<void> {
    if (await sent.findOne({ _id: eventId })) return;
    const user = await users.byId(payload.userId);
    if (!user || user.status === 'DEACTIVATED') return;
    const lang: Language = (LANGUAGES as readonly string[]).includes(String(user.locale)) ? (user.locale as Language) : 'en';
    const title = fill(translateShared(lang, `rentals.alert_${payload.alert}_title`), payload.params);
    const body = fill(translateShared(lang, `rentals.alert_${payload.alert}_body`), payload.params);
    const reached = notifyUser ? await notifyUser(user._id, { title, body, url: payload.url, tag: `rental:${eventId}` }) : 0;
    let channel: SentAlertDoc['channel'] = 'push';
    if (reached === 0 && payload.mail !== false) {
      channel = 'mail';
      const link = `${app.config.publicUrl.replace(/\/$/, '')}${payload.url}`;
      const footer = translateShared(lang, 'rentals.alert_mail_footer');
      await app.mailer.send({
        to: user.email,
        subject: title,
        text: `${body}\n\n${link}\n\n${footer}`,
        html: `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p style="color:#666">${escapeHtml(footer)}</p>`,
      });
    }
    try {
      await sent.insertOne({ _id: eventId, user_id: user._id, channel, sent_at: isoAt(app.clock.now()) });
    } catch (err) {
      if (!(err instanceof DuplicateKeyError)) throw err;
    }
  }

  return {
    settings,
    sent,
    init() {
      app.outbox.on('rentals.alert', 'rental-alert-delivery', (event) => deliver(event.id, event.payload));
      app.jobs.register({
        name: RELEASE_JOB,
        schedule: null,
        run: async (job) => record(job.payload as RentalAlert),
      });
    },
    /** Raises an alert now, or at the end of the user's quiet hours. */
    async raise(alert: RentalAlert): Promise<void> {
      const now = app.clock.now();
      const at = URGENT.has(alert.kind) ? now : deliverableAt(now, await settings.findOne({ _id: alert.userId }));
      if (at <= now) await record(alert);
      else await app.jobs.runAt(RELEASE_JOB, alert.key, at, alert);
    },
    async getSettings(userId: string): Promise<AlertSettings> {
      const doc = await settings.findOne({ _id: userId });
      return doc ? { quiet_start: doc.quiet_start, quiet_end: doc.quiet_end, time_zone: doc.time_zone } : { quiet_start: null, quiet_end: null, time_zone: 'UTC' };
    },
    async setSettings(userId: string, value: AlertSettings): Promise<AlertSettings> {
      await settings.updateOne({ _id: userId }, { $set: value }, { upsert: true });
      return value;
    },
  };
}
export type RentalAlerts = ReturnType<typeof rentalAlerts>;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
