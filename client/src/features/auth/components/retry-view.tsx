import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/views/empty-state';

/** A link could not be checked (offline or the server failed): say so and offer to try again. */
export function RetryView({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return <EmptyState level={1} icon="!" title={t('auth.cannot_check')} message={t('auth.offline')} action={<Button onClick={onRetry}>{t('auth.retry')}</Button>} />;
}
