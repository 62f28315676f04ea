import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './lib/i18n/init-i18n';
import './ui/tokens.css';
import './ui/base.css';

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
          <App />
        </StrictMode>,
      );
    });
  });
