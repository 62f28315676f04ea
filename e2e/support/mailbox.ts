import { expect, type APIRequestContext } from '@playwright/test';

/** One e-mail as `GET /api/dev/mailbox` lists it (server/src/platform/mail/mailer.ts). */
export interface MailboxMessage {
  _id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  sent_at: string;
}

/** The development mailbox of the test server (NODE_ENV=test keeps it on), newest first. */
export async function readMailbox(request: APIRequestContext, to: string): Promise<MailboxMessage[]> {
  const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  expect(res.status(), 'dev mailbox answers').toBe(200);
  const body = (await res.json()) as { messages: MailboxMessage[] };
  return body.messages;
}

/**
 * Waits for an e-mail to `to` holding a link whose path starts with `pathPrefix` (e.g.
 * `/password/reset/`) and returns that link's path and query, ready for `page.goto`. Mail is sent
 * by an event listener after the request answered, hence the polling.
 */
export async function linkFromMailbox(request: APIRequestContext, to: string, pathPrefix: string): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"'<>]+?(${pathPrefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}[^\\s"'<>]+)`);
  let found: string | null = null;
  await expect
    .poll(
      async () => {
        for (const mail of await readMailbox(request, to)) {
          const match = pattern.exec(mail.text) ?? pattern.exec(mail.html);
          if (match?.[1]) {
            found = match[1];
            return true;
          }
        }
        return false;
      },
      { message: `an e-mail to ${to} with a ${pathPrefix} link`, timeout: 10_000 },
    )
    .toBe(true);
  return found as unknown as string;
}
