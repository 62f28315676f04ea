import { Link, useCanGoBack, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from '../../lib/network/use-online-status';
import { useWhenOnline } from '../../lib/network/use-when-online';
import { Button, buttonClass } from '../button/button';
import styles from './views.module.css';

/**
 * A screen that cannot open without the network, shown inside the normal shell (header, footer,
 * language switch stay usable): says so plainly, offers a way back and a retry, and retries by
 * itself when the browser reports the connection is back (the `online` event). See
 * app/offline-routes.ts for which screens end up here.
 */
export function NeedsConnection({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const online = useOnlineStatus();
  useWhenOnline(onRetry);
  return (
    <div className={styles.view} role="status" data-offline-state="needs-connection">
      <div className={styles.icon} aria-hidden="true">
        ⌁
      </div>
      <h1 className={styles.title}>{t('ui.needs_connection.title')}</h1>
      <p className={styles.message}>{t(online ? 'ui.needs_connection.message_online' : 'ui.needs_connection.message')}</p>
      <div className={styles.actions}>
        {canGoBack ? (
          <Button variant="secondary" onClick={() => router.history.back()}>
            {t('ui.needs_connection.back')}
          </Button>
        ) : (
          <Link to="/" className={buttonClass('secondary')}>
            {t('ui.needs_connection.home')}
          </Link>
        )}
        <Button onClick={onRetry}>{t('ui.needs_connection.retry')}</Button>
      </div>
    </div>
  );
}
