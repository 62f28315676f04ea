import type { EmailsPerDay } from '@crashpad/sync';

/** A per-day row as a date in the reader's language (the counts are per UTC day). */
export function dayLabel(row: Pick<EmailsPerDay, 'year_created' | 'month_created' | 'day_created'>, lng: string): string {
  const date = new Date(Date.UTC(row.year_created, row.month_created - 1, row.day_created));
  return new Intl.DateTimeFormat(lng, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(date);
}

/** Messages over all listed days. */
export const totalEmails = (rows: readonly Pick<EmailsPerDay, 'total_emails'>[]): number => rows.reduce((sum, r) => sum + r.total_emails, 0);
