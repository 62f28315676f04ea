import { createMemoryHistory } from '@tanstack/react-router';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '../app/app';
import { createAppRouter } from '../app/router';
import { createServices } from '../app/services';
import { initI18n } from '../lib/i18n/init-i18n';

/**
 * The first screen of `path` as a visitor in the default language sees it before any answer from
 * the server (every request pending): the same components and the same renderer as the app, run
 * at build time in a DOM emulation (scripts/prerender-first-screen.mjs), so the markup put into
 * index.html is the DOM the app's own first render makes and React can replace it without a jump.
 */
export async function renderFirstScreen(path: string): Promise<string> {
  // The render is driven with `act`, which flushes React's work and effects before reading the DOM.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await initI18n();
  const services = createServices(window);
  const router = createAppRouter(services);
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(<App services={services} router={router} />);
  });
  // Lazy parts of the page (route chunks) settle in the tasks after the first render.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  const html = container.innerHTML;
  await act(async () => root.unmount());
  container.remove();
  return html;
}
