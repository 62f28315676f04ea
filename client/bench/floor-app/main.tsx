// The floor of the bench: React, TanStack Router and i18next doing the least an app does —
// translated text on two routes with a link between them. No app code.
import { createRootRoute, createRoute, createRouter, Link, Outlet, RouterProvider } from '@tanstack/react-router';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';

function Page({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <main>
      <h1>{t(title)}</h1>
      <p>{t('intro')}</p>
      <Link to="/search/$prefix" params={{ prefix: 'den' }}>{t('search')}</Link>
    </main>
  );
}

const rootRoute = createRootRoute({ component: () => <Outlet /> });
const home = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <Page title="home" /> });
const search = createRoute({ getParentRoute: () => rootRoute, path: '/search/$prefix', component: () => <Page title="search" /> });
const router = createRouter({ routeTree: rootRoute.addChildren([home, search]) });

void i18next
  .use(initReactI18next)
  .init({ lng: 'en', resources: { en: { translation: { home: 'Crew housing', search: 'Crashpads near DEN', intro: 'Find a crashpad near your base.' } } } })
  .then(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });
