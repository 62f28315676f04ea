import type { EmailsPerDay } from '@crashpad/sync';
import type { Store } from '../../platform/store/types.js';

/** A message sent through the contact form (spec 2 §3). */
export interface ContactMessageDoc {
  [key: string]: unknown;
  _id: string;
  name: string;
  email: string;
  subject: string;
  message_content: string;
  /** The signed-in sender, if any (the form labels the address as the account e-mail). */
  user_id: string | null;
  locale: string;
  created_at: string;
}

/** Days listed by GET /emails: a year of history is plenty for the table. */
const DAYS_MAX = 366;

/** Store access for `contact_messages`. */
export function contactRepo(store: Store) {
  const c = store.collection<ContactMessageDoc>('contact_messages');
  return {
    init: () => c.createIndex({ created_at: -1 }),
    insert: (doc: ContactMessageDoc) => c.insertOne(doc),
    byId: (id: string) => c.findOne({ _id: id }),
    /** Messages per UTC day, newest day first, counted by the store (no documents loaded). */
    async perDay(): Promise<EmailsPerDay[]> {
      const rows = await c.aggregate<{ _id: string; total: number; last: string }>([
        { $group: { _id: { $substrBytes: ['$created_at', 0, 10] }, total: { $sum: 1 }, last: { $max: '$_id' } } },
        { $sort: { _id: -1 } },
        { $limit: DAYS_MAX },
      ]);
      return rows.map((r) => {
        const [year, month, day] = r._id.split('-').map(Number) as [number, number, number];
        return { message_id: r.last, year_created: year, month_created: month, day_created: day, total_emails: r.total };
      });
    },
  };
}
export type ContactRepo = ReturnType<typeof contactRepo>;
