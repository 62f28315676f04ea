import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { ulid } from 'ulid';
import type { Store } from '../store/types.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A message as the development mailbox keeps it. */
export interface MailboxEntry {
  _id: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  sent_at: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** Development mailbox (null when real SMTP is configured). */
  readonly mailbox: { list(to?: string): Promise<MailboxEntry[]>; clear(): Promise<void> } | null;
}

/**
 * nodemailer in both modes: SMTP when SMTP_URL is set, otherwise nodemailer's JSON transport
 * renders the message and we keep it in the `dev_mailbox` collection, which a development-only
 * page and endpoint show.
 */
export function createMailer(options: { smtpUrl: string | null; from: string; store: Store }): Mailer {
  const transport: Transporter = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ jsonTransport: true });
  const box = options.smtpUrl ? null : options.store.collection<MailboxEntry & Record<string, unknown>>('dev_mailbox');

  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      if (!box) return;
      const rendered = JSON.parse((info as { message: string }).message) as { subject: string; text: string; html: string };
      await box.insertOne({
        _id: ulid(),
        to: mail.to,
        from: options.from,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        sent_at: new Date().toISOString(),
      });
    },
    mailbox: box && {
      list: (to) => box.find(to ? { to: to.toLowerCase() } : {}, { sort: { _id: -1 }, limit: 100 }),
      clear: async () => {
        await box.deleteMany({});
      },
    },
  };
}
