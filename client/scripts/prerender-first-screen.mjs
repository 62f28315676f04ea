// Prints the app's first screen of a path (argv[2], default `/`) as HTML: the client's own render
// in a happy-dom window, through Vite's module loader (client/src/prerender/render-first-screen.tsx).
// Run by the build (build-plugins/prerender-first-screen.ts) in a process of its own, so the DOM
// emulation's globals never leak into the build.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Window } from 'happy-dom';
import { createServer } from 'vite';

const clientRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const path = process.argv[2] ?? '/';

const win = new Window({ url: `http://localhost${path}` });
// The app reads browser globals (window, document, localStorage, CSS, …) as a page does.
for (const key of Object.getOwnPropertyNames(win)) {
  if (key in globalThis) continue;
  try {
    const value = win[key];
    globalThis[key] = typeof value === 'function' && !/^[A-Z]/.test(key) ? value.bind(win) : value;
  } catch {
    // A getter happy-dom does not implement: the app does not need it.
  }
}
for (const key of ['window', 'self', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage']) {
  Object.defineProperty(globalThis, key, { value: key === 'window' || key === 'self' ? win : win[key], configurable: true, writable: true });
}
// Every request stays pending: the screen is what shows before the server answers.
globalThis.fetch = win.fetch = () => new Promise(() => undefined);

const server = await createServer({
  root: clientRoot,
  configFile: resolve(clientRoot, 'vite.config.ts'),
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, watch: null },
  // The client's modules, the router's included, run as in a browser (the browser builds of packages).
  ssr: { noExternal: [/@tanstack/], resolve: { conditions: ['source', 'browser', 'module', 'import', 'default'], externalConditions: ['browser'] } },
});
try {
  const { renderFirstScreen } = await server.ssrLoadModule('/src/prerender/render-first-screen.tsx');
  process.stdout.write(await renderFirstScreen(path));
} finally {
  await server.close();
}
process.exit(0);
