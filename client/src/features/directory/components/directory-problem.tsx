import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { OfflineError } from '../../../lib/api-client/api-error';
import { Button } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/views/empty-state';

/** The directory could not load (route errorComponent): offline or a failure, with a retry. */
export function DirectoryProblem({ error, reset }: { error: unknown; reset: () => void }) {
  const { t } = useTranslation();
  const router = useRouter();
  const offline = error instanceof OfflineError;
  return (
    <EmptyState
      level={1}
      icon="!"
      title={t(offline ? 'directory.offline.title' : 'directory.error.title')}
      message={t(offline ? 'directory.offline.message' : 'directory.error.message')}
      action={
        <Button
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          {t('directory.retry')}
        </Button>
      }
    />
  );
}
