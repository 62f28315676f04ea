import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiError, OfflineError } from '../../../lib/api-client/api-error';
import { failureText } from '../../../lib/forms/submit-error';
import { useWhenOnline } from '../../../lib/network/use-when-online';
import { Button, buttonClass } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/views/empty-state';

/**
 * Why the search could not load: offline (search is online-only), unknown place, or a failure.
 * Searches again by itself when the connection returns (client/src/app/offline-routes.ts).
 */
export function SearchProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  useWhenOnline(onRetry);
  const retry = <Button onClick={onRetry}>{t('search.retry')}</Button>;
  if (error instanceof OfflineError) return <EmptyState icon="!" title={t('search.offline.title')} message={t('search.offline.message')} action={retry} />;
  if (error instanceof ApiError && error.status === 404) {
    return (
      <EmptyState
        icon="?"
        title={t('search.unknown.title')}
        message={t('search.unknown.message')}
        action={
          <Link to="/airports" className={buttonClass('primary')}>
            {t('search.back_to_airports')}
          </Link>
        }
      />
    );
  }
  return <EmptyState icon="!" title={t('search.error.title')} message={failureText(error, t, { offline: 'search.offline.message', fallback: 'search.error.message' })} action={retry} />;
}
