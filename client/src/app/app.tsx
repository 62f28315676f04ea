import { RouterProvider } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ApiContext } from '../lib/api-client/api-context';
import { ConfigContext } from '../lib/config/use-config';
import { changeLanguage } from '../lib/i18n/change-language';
import { i18next } from '../lib/i18n/init-i18n';
import { SessionContext } from '../lib/session/data/session-context';
import { createAppRouter, type AppRouter } from './router';
import { createServices, type AppServices } from './services';
import { listenToApiAlerts } from './api-alerts';
import { startServiceWorker } from './start-service-worker';
import { SessionDatabase } from './session-database';
import { afterFirstPaint } from '../lib/time/after-first-paint';

/** Loaded on demand: push code is not needed to draw the first page. */
function resyncPush(api: ReturnType<typeof createServices>['api']): void {
  void import('../lib/push/push-subscription').then(({ resyncPushSubscription }) => resyncPushSubscription(api)).catch(() => undefined);
}

/**
 * The app's services and router, created once per page load before the translations arrive
 * (app/boot.tsx), so the first page's code can load alongside them.
 */
export function createApp(): { services: AppServices; router: AppRouter } {
  const services = createServices();
  return { services, router: createAppRouter(services) };
}

/** Providers around the router; the same services are the router context. */
export function App({ services, router }: { services: AppServices; router: AppRouter }) {

  useEffect(() => {
    // The brand and flags start from the cached copy (or the defaults); checking them with the
    // server is background work, done once the first page is painted, like the service worker's
    // registration: its request and its schema's code then never compete with the first page's
    // (issue 11: the search page's largest paint came after them).
    afterFirstPaint(() => void services.config.load());
    // Flags can depend on who is logged in (whitelists), so reload them when that changes.
    let lastToken = services.session.getSnapshot().token;
    const stop = services.session.subscribe(() => {
      const token = services.session.getSnapshot().token;
      if (token === lastToken) return;
      const loggedIn = token !== null && lastToken === null;
      lastToken = token;
      // On login the UI follows the language saved on the account (set with the selector).
      const locale = services.session.getSnapshot().user?.locale;
      if (loggedIn && locale && locale !== i18next.resolvedLanguage) void changeLanguage(locale).then(() => router.invalidate());
      void services.config.load();
      // Push subscriptions belong to a session: a device that allowed notifications re-registers
      // with the new session, so logging in again brings notifications back without a visit to settings.
      if (loggedIn && services.session.getSnapshot().admin === null) resyncPush(services.api);
      // Re-run route guards: a logout in another tab must leave protected pages here too.
      void router.invalidate();
    });
    if (lastToken) {
      void services.session.refreshUser();
      if (services.session.getSnapshot().admin === null) resyncPush(services.api);
    }
    const stopAlerts = listenToApiAlerts({
      events: services.apiEvents,
      onLoginExpired: async () => {
        const here = router.state.location.href;
        await services.session.logout();
        await router.navigate({ href: `/login?${new URLSearchParams({ ref_url: here }).toString()}` });
      },
    });
    startServiceWorker();
    return () => {
      stop();
      stopAlerts();
    };
  }, [services, router]);

  return (
    <ApiContext.Provider value={services.api}>
      <SessionContext.Provider value={services.session}>
        <ConfigContext.Provider value={services.config}>
          <SessionDatabase registry={services.databases}>
            <RouterProvider router={router} />
          </SessionDatabase>
        </ConfigContext.Provider>
      </SessionContext.Provider>
    </ApiContext.Provider>
  );
}
