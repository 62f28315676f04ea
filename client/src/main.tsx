import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createApp } from './app/app';
import { preloadFirstPage } from './app/preload-first-page';
import { initI18n } from './lib/i18n/init-i18n';
import './ui/tokens.css';
import './ui/base.css';

const { services, router } = createApp();
// The first page's code downloads while the translations load, not after them.
preloadFirstPage(router);

// A failure to load translations still mounts the app (spec 1 §8), in English keys' fallbacks.
void initI18n()
  .catch((err: unknown) => console.error('translations failed to load', err))
  .finally(() => {
    const root = createRoot(document.getElementById('root')!);
    // As a transition the first render yields to the browser every few milliseconds instead of
    // holding the main thread for one long task (issue 11: total blocking time on a phone).
    startTransition(() => {
      root.render(
        <StrictMode>
          <App services={services} router={router} />
        </StrictMode>,
      );
    });
  });
