import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { localeChunkFileName, nonDefaultLocaleGlobs } from '../service-worker/src/locale-chunks';
import { isPrecached, precachedAssetFiles } from '../service-worker/src/precache-selection';
import { CONTENT_LANGUAGES, DEFAULT_LANGUAGE } from '../sync/src/limits';
import { entryShellChunk } from './build-plugins/entry-shell-chunk';
import { inlineEntryStyle } from './build-plugins/inline-entry-style';
import { linkBootChunk } from './build-plugins/link-boot-chunk';
import { preloadDefaultLocale } from './build-plugins/preload-default-locale';
import { preloadFirstPageCode } from './build-plugins/preload-first-page-code';
import { prerenderFirstScreen } from './build-plugins/prerender-first-screen';
import { reactBuiltInStoreHook } from './build-plugins/react-built-in-store-hook';
import { syncDirectImports } from './build-plugins/sync-direct-imports';

const shell = entryShellChunk();

const swDir = fileURLToPath(new URL('../service-worker/src', import.meta.url));

/** The resolved output directory, so the precache selection reads this build's manifest. */
let outDir = '';
const captureOutDir = { name: 'crashpad-capture-out-dir', configResolved: (config: { root: string; build: { outDir: string } }) => { outDir = resolve(config.root, config.build.outDir); } };

export default defineConfig({
  resolve: { conditions: ['source'] },
  plugins: [
    captureOutDir,
    syncDirectImports(),
    reactBuiltInStoreHook(),
    preloadDefaultLocale(DEFAULT_LANGUAGE),
    inlineEntryStyle(),
    linkBootChunk(),
    preloadFirstPageCode(),
    prerenderFirstScreen(),
    shell.plugin,
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A page's component and its loader are split off together, in one chunk per route: the
      // loaders' API modules and response schemas are not needed to draw `/`, and one chunk
      // (not two) per page keeps the requests down. Error, pending and not-found views stay with
      // the route definitions (the shell for the first screens, the precached `routes` chunk for
      // the others: src/app/route-trees.ts), so they exist offline even for a page whose chunk
      // was never fetched (see client/src/app/offline-routes.ts).
      codeSplittingOptions: { defaultBehavior: [['loader', 'component']] },
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: swDir,
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest: {
        id: '/',
        name: 'Crashpad — crew housing',
        short_name: 'Crashpad',
        description: 'Find and rent crashpads near your crew base, even offline.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#0b3d91',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        // A long press on the home-screen icon opens My rentals, where each Pad Pass is one tap away
        // (issue 10: readable in airplane mode right after landing; the route is precached).
        shortcuts: [{ name: 'My rentals and Pad Pass', short_name: 'Pad Pass', url: '/my-crashpad', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] }],
      },
      injectManifest: {
        // The app shell: HTML, JS, CSS, favicon and touch icon (the plugin adds the web manifest
        // and its icons itself). Listing photos and data are runtime-cached, never precached;
        // so are the translations of the non-default languages.
        globPatterns: ['**/*.{js,css,html}', 'favicon.png', 'icons/icon.svg', 'icons/apple-touch-icon.png'],
        globIgnores: ['**/stats.html', '.vite/**', ...nonDefaultLocaleGlobs(CONTENT_LANGUAGES, DEFAULT_LANGUAGE)],
        maximumFileSizeToCacheInBytes: 600 * 1024,
        // Only the shell and the in-flight screens are installed; see service-worker/src/precache-selection.ts.
        manifestTransforms: [
          (entries) => {
            const manifest = JSON.parse(readFileSync(resolve(outDir, '.vite/manifest.json'), 'utf8'));
            const assets = precachedAssetFiles(manifest, DEFAULT_LANGUAGE);
            return { manifest: entries.filter((entry) => isPrecached(entry.url, assets)), warnings: [] };
          },
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // Every browser the app supports (es2022) preloads modules natively: the polyfill only added
    // bytes to the first load (issue 11).
    modulePreload: { polyfill: false },
    // dist/.vite/manifest.json: lets `npm run bench` find the entry chunk and its static imports.
    manifest: true,
    rollupOptions: {
      output: {
        // Locale chunks get recognisable names so the worker can precache only the default language.
        // Every other chunk is `c-<hash>`: the entry lists every chunk's file for preloading and
        // each chunk names the ones it imports, so long route names (`_auth.chat.user._userId…`)
        // cost the first load and the precache about 1 and 1.5 kB gzip (issue 11). The worker's
        // runtime cache still recognises them (`<name>-<8-char hash>`, service-worker caching-rules);
        // .vite/manifest.json maps each file back to its source.
        chunkFileNames: (chunk) => localeChunkFileName(chunk.facadeModuleId) ?? 'assets/c-[hash].js',
        // The first load's JS in two files (React's runtime, then the app's start, evaluated in
        // two tasks: src/main.tsx), the home screen's in another and the search screens' in a
        // third (build-plugins/entry-shell-chunk.ts), not ~25, 8 and 6; the other pages' route
        // definitions, loaded after the first render, in a fourth (src/app/route-trees.ts); a
        // logged-in user's header and banners in a fifth (src/app/member-chrome.tsx).
        codeSplitting: {
          groups: [
            { name: 'react', test: shell.inReactRuntime, priority: 4 },
            { name: 'start', test: shell.inEntryOwnGraph, priority: 3 },
            { name: 'shell', test: shell.inEntryGraph, priority: 2 },
            { name: 'home', test: shell.inHomeGraph, priority: 1 },
            { name: 'search', test: shell.inSearchGraph, priority: 0 },
            { name: 'routes', test: shell.inRoutesGraph, priority: 0 },
            { name: 'member', test: shell.inMemberGraph, priority: 0 },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': { target: 'http://127.0.0.1:8080', ws: true } } },
});
