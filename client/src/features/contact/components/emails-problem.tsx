import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client/api-error';
import { failureText } from '../../../lib/forms/submit-error';
import { Button } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/views/empty-state';

/** /emails could not load: not an admin (403), offline, or a failure with the server's message. */
export function EmailsProblem({ error, reset }: { error: unknown; reset: () => void }) {
  const { t } = useTranslation();
  const router = useRouter();
  if (error instanceof ApiError && error.status === 403) {
    return <EmptyState level={1} icon="🔒" title={t('contact.emails.forbidden_title')} message={t('contact.emails.forbidden')} />;
  }
  const message = failureText(error, t, { offline: 'contact.offline', fallback: 'contact.failed' });
  return (
    <EmptyState
      level={1}
      icon="!"
      title={t('contact.emails.error_title')}
      message={message}
      action={
        <Button
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          {t('contact.retry')}
        </Button>
      }
    />
  );
}
