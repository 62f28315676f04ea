import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { toastStore as defaultStore, type ToastStore } from './toast-store';
import styles from './toast.module.css';

/**
 * Renders the toasts in a polite live region; errors are alerts so screen readers say them at
 * once. Mounted once by the app shell.
 */
export function Toaster({ store = defaultStore }: { store?: ToastStore }) {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot);
  return (
    <section className={styles.region} aria-label={t('ui.notifications')} aria-live="polite">
      {toasts.map((item) => (
        <div key={item.id} className={`${styles.toast} ${styles[item.kind]}${item.link ? ` ${styles.withLink}` : ''}`} role={item.kind === 'error' ? 'alert' : 'status'}>
          <p className={styles.message}>{item.message}</p>
          {item.link && (
            <a className={styles.action} href={item.link.href} target="_blank" rel="noopener noreferrer">
              {item.link.label}
            </a>
          )}
          {item.action && (
            <button
              type="button"
              className={styles.action}
              onClick={() => {
                item.action?.onClick();
                store.dismiss(item.id);
              }}
            >
              {item.action.label}
            </button>
          )}
          <button type="button" className={styles.close} aria-label={t('ui.dismiss')} onClick={() => store.dismiss(item.id)}>
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
