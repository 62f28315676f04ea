import { afterFirstPaint } from '../lib/time/after-first-paint';
import { i18next } from '../lib/i18n/init-i18n';
import { toast } from '../ui/toast/toast-store';

/**
 * Offers a new app version with a toast that stays until the user reloads or dismisses it. The
 * worker is registered once the page has loaded and painted: its script, workbox-window and the precache
 * download are not on the first paint's path (issue 11), and the install still follows at once.
 * The registration code itself loads then too: the first load's JavaScript does not carry it.
 * Offline (a page the worker already controls) a failed load only skips this update check.
 */
export function startServiceWorker(): void {
  afterFirstPaint(() => {
    import('../lib/pwa/register-sw')
      .then(({ registerServiceWorker }) =>
        registerServiceWorker({
          onUpdateReady: (activate) => {
            toast.info(i18next.t('app.update.available'), { duration: null, action: { label: i18next.t('app.update.reload'), onClick: activate } });
          },
        }),
      )
      .catch((err: unknown) => console.warn('service worker registration failed', err));
  });
}
