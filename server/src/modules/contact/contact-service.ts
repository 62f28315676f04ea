import { ulid } from 'ulid';
import type { ContactInput, EmailsPerDay, Language } from '@crashpad/sync';
import type { AppContext } from '../../app-context.js';
import type { ContactRepo } from './contact-repo.js';
import { isoAt } from '../../platform/clock.js';

/** The contact form: store the message, then let the mail listener forward it to support. */
export function contactService(app: AppContext, repo: ContactRepo) {
  return {
    async submit(input: ContactInput, userId: string | null, locale: Language): Promise<void> {
      const id = ulid(app.clock.now());
      await repo.insert({ _id: id, ...input, user_id: userId, locale, created_at: isoAt(app.clock.now()) });
      // ARCHITECTURE §6: the e-mail is a side effect of the stored message, never inline.
      app.events.emit('contact.message_received', { messageId: id });
    },
    perDay: (): Promise<EmailsPerDay[]> => repo.perDay(),
  };
}
export type ContactService = ReturnType<typeof contactService>;
