import { Link, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiError, OfflineError } from '../../../lib/api-client/api-error';
import { Button, buttonClass } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/views/empty-state';

/**
 * A listing or lister page could not load (route errorComponent). Unknown → "Unknown listing";
 * offline → say so with a retry; otherwise the default resource error of spec 2 §8 with a
 * back-to-airports link.
 */
export function ListingProblem({ error, reset, subject = 'listing' }: { error: unknown; reset: () => void; subject?: 'listing' | 'lister' }) {
  const { t } = useTranslation();
  const router = useRouter();
  const airports = (
    <Link to="/airports" className={buttonClass('secondary')}>
      {t('listing.back_to_airports')}
    </Link>
  );
  const retry = (
    <Button
      onClick={() => {
        reset();
        void router.invalidate();
      }}
    >
      {t('listing.retry')}
    </Button>
  );
  if (error instanceof ApiError && error.status === 404) {
    return <EmptyState level={1} icon="?" title={t(`listing.unknown_${subject}`)} message={t(`listing.unknown_${subject}_message`)} action={airports} />;
  }
  if (error instanceof OfflineError) {
    return <EmptyState level={1} icon="!" title={t('listing.offline.title')} message={t('listing.offline.message')} action={retry} />;
  }
  return (
    <EmptyState
      level={1}
      icon="!"
      title={t('listing.error.title')}
      message={t('listing.error.message')}
      action={
        <>
          {retry}
          {airports}
        </>
      }
    />
  );
}

/** The lister and profile pages' error view. */
export function ListerProblem({ error, reset }: { error: unknown; reset: () => void }) {
  return <ListingProblem error={error} reset={reset} subject="lister" />;
}
