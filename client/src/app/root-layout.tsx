import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@crashpad/sync';
import { Outlet, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../lib/session/use-session';
import { AppFooter } from '../features/shell/components/app-footer';
import { AppHeader } from '../features/shell/components/app-header';
import { useApi } from '../lib/api-client/api-context';
import { useConfig } from '../lib/config/use-config';
import { HeadSync } from '../lib/head/head-sync';
import { changeLanguage } from '../lib/i18n/change-language';
import { afterFirstPaint } from '../lib/time/after-first-paint';
import { isConnectivityError } from '../lib/network/connectivity-error';
import { OfflineBanner } from '../ui/offline-banner';
import { toast } from '../ui/toast/toast-store';
import { useMemberChrome } from './member-chrome-loader';
import styles from './root-layout.module.css';

/** Toasts, dialogs and global modals: mounted (and loaded) after the first paint (app/global-layers.tsx). */
const GlobalLayers = lazy(() => import('./global-layers').then((m) => ({ default: m.GlobalLayers })));

const asLanguage = (lng: string | undefined): Language =>
  (LANGUAGES as readonly string[]).includes(lng ?? '') ? (lng as Language) : DEFAULT_LANGUAGE;

/** The app shell around every page: header, offline notice, page, footer and global layers. */
export function RootLayout() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const { brand_name: brand } = useConfig();
  const api = useApi();
  const router = useRouter();
  // A logged-in user's header parts and banners are a chunk of their own (app/member-chrome.tsx).
  const member = useMemberChrome(session.user !== null);
  const [layersDue, setLayersDue] = useState(false);
  useEffect(() => afterFirstPaint(() => setLayersDue(true)), []);

  const onChangeLanguage = useCallback(
    async (lng: Language) => {
      try {
        await changeLanguage(lng, { api, loggedIn: session.isLoggedIn });
      } catch (error) {
        // Offline, a language never used on this device has no texts here yet: say so, stay usable.
        if (!isConnectivityError(error)) throw error;
        toast.warning(t('shell.language.needs_connection'));
        return;
      }
      // Route heads (titles, descriptions) are computed by the router: recompute them.
      await router.invalidate();
    },
    [api, router, session.isLoggedIn, t],
  );

  const language = asLanguage(i18n.resolvedLanguage);
  const changeTo = (lng: Language) => void onChangeLanguage(lng);

  return (
    <>
      <HeadSync />
      <a href="#main-content" className={styles.skip}>
        {t('app.skip_to_content')}
      </a>
      {member && <member.SwitchedBanner />}
      {member && session.user ? (
        <member.MemberHeader brand={brand} user={session.user} isSwitched={session.isSwitched} language={language} onChangeLanguage={changeTo} />
      ) : (
        <AppHeader brand={brand} user={session.user} language={language} onChangeLanguage={changeTo} />
      )}
      <OfflineBanner />
      {member && <member.SyncStatusBanner />}
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <AppFooter brand={brand} />
      {layersDue && (
        <Suspense fallback={null}>
          <GlobalLayers userId={session.user?.id ?? null} />
        </Suspense>
      )}
    </>
  );
}
