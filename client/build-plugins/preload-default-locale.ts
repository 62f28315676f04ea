import type { Plugin } from 'vite';

/**
 * Adds `<link rel="modulepreload">` for the default language's UI texts to index.html. The app
 * always loads them (they are every other language's fallback, lib/i18n/init-i18n.ts), but only
 * once the entry chunk has run: preloaded, they download alongside the entry instead of after
 * it, one round trip less before the first paint (issue 11). `fileName` is the chunk's name as
 * client/vite.config.ts gives it (service-worker/src/locale-chunks.ts).
 */
export function preloadDefaultLocale(defaultLanguage: string): Plugin {
  const chunk = new RegExp(`^assets/locale-${defaultLanguage}-ui-[\\w-]+\\.js$`);
  return {
    name: 'crashpad-preload-default-locale',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const file = Object.keys(ctx.bundle ?? {}).find((name) => chunk.test(name));
        if (!file) throw new Error(`no ${defaultLanguage} UI texts chunk in the bundle (expected assets/locale-${defaultLanguage}-ui-<hash>.js)`);
        return [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` }, injectTo: 'head' }];
      },
    },
  };
}
