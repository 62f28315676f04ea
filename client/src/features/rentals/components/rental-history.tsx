import type { Rental } from '@crashpad/sync';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/format-date';

/** A rental's history (spec 3 §3 "Rental history row"), newest first, folded away by default. */
export function RentalHistory({ rental }: { rental: Rental }) {
  const { t, i18n } = useTranslation();
  if (rental.history.length === 0) return null;
  const entries = [...rental.history].reverse();
  return (
    <details>
      <summary>{t('tenancy.history.title', { count: entries.length })}</summary>
      <ol>
        {entries.map((entry, index) => (
          <li key={`${entry.created_at}-${index}`}>
            <time dateTime={entry.created_at}>{formatDate(entry.created_at, i18n.language)}</time> · {t(`tenancy.history.events.${entry.event}`)} · {t(`tenancy.history.by.${entry.by}`)}
          </li>
        ))}
      </ol>
    </details>
  );
}
