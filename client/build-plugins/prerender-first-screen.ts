import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const script = fileURLToPath(new URL('../scripts/prerender-first-screen.mjs', import.meta.url));

/** The home chunk's style sheets (the `home` code-splitting group, client/vite.config.ts). */
function homeCss(bundle: Record<string, { type: string; name?: string; viteMetadata?: { importedCss: Set<string> } }>): string[] {
  const home = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.name === 'home');
  if (!home?.viteMetadata) throw new Error('no `home` chunk in the bundle (client/vite.config.ts codeSplitting groups)');
  return [...home.viteMetadata.importedCss];
}

/**
 * Puts the home page's first screen (header, hero with the search box, footer), as a visitor in
 * the default language sees it before the server answers, into index.html: the browser paints it
 * from the HTML while the app's code is still downloading and starting, instead of a blank page
 * for as long as that takes on a phone (issue 11: largest contentful paint). The markup is the
 * app's own render (scripts/prerender-first-screen.mjs). It stays hidden unless
 * public/first-screen-gate.js, run before the body is painted, finds the page is `/` opened by a
 * visitor in the default language; React replaces it with the same DOM when it renders (main.tsx).
 * The home chunk's style sheet is linked so the hero is styled in that first paint.
 */
export function prerenderFirstScreen(): Plugin {
  return {
    name: 'crashpad-prerender-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        let stdout: string;
        try {
          ({ stdout } = await promisify(execFile)(process.execPath, [script, '/'], {
            maxBuffer: 8 * 1024 * 1024,
            // React's development build: the render is driven with `act`, which production React lacks.
            env: { ...process.env, NODE_ENV: 'development' },
          }));
        } catch (error) {
          throw new Error(`prerendering the first screen failed: ${(error as { stderr?: string }).stderr ?? String(error)}`);
        }
        if (!stdout.includes('<main')) throw new Error(`the prerendered first screen has no <main>: ${stdout.slice(0, 200)}`);
        const root = '<div id="root"></div>';
        if (!html.includes(root)) throw new Error(`index.html has no ${root}`);
        const css = homeCss((ctx.bundle ?? {}) as Parameters<typeof homeCss>[0]);
        return {
          html: html.replace(root, `<div id="root"><div data-first-screen="home" hidden>${stdout}</div></div>`),
          tags: [
            ...css.map((file) => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: '', href: `/${file}` }, injectTo: 'head' as const })),
            { tag: 'script', attrs: { src: '/first-screen-gate.js' }, injectTo: 'head' as const },
          ],
        };
      },
    },
  };
}
