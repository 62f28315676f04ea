import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { inlineStyle } from './link-boot-chunk';

const script = fileURLToPath(new URL('../scripts/prerender-first-screen.mjs', import.meta.url));
/** The gate that shows the screen or not (first-screen-gate.js), inlined: a request of its own blocked the first paint. */
export const FIRST_SCREEN_GATE = readFileSync(new URL('./first-screen-gate.js', import.meta.url), 'utf8');
const ROOT = '<div id="root"></div>';

type BundleChunk = { type: string; name?: string; fileName: string; source?: string | Uint8Array; viteMetadata?: { importedCss: Set<string> } };

/** The home chunk's style sheets (the `home` code-splitting group, client/vite.config.ts). */
export function homeCss(bundle: Record<string, BundleChunk>): string[] {
  const home = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.name === 'home');
  if (!home?.viteMetadata) throw new Error('no `home` chunk in the bundle (client/vite.config.ts codeSplitting groups)');
  return [...home.viteMetadata.importedCss];
}

/**
 * index.html with the first screen's markup inside #root, hidden until the gate shows it, and the
 * tags that go with it: the home chunk's styles and the gate script, both inline so the screen is
 * styled and shown or not in the first paint without waiting for a request.
 */
export function withFirstScreen(html: string, markup: string, styles: HtmlTagDescriptor[]): { html: string; tags: HtmlTagDescriptor[] } {
  if (!markup.includes('<main')) throw new Error(`the prerendered first screen has no <main>: ${markup.slice(0, 200)}`);
  if (!html.includes(ROOT)) throw new Error(`index.html has no ${ROOT}`);
  return {
    html: html.replace(ROOT, `<div id="root"><div data-first-screen="home" hidden>${markup}</div></div>`),
    tags: [
      ...styles,
      { tag: 'script', children: FIRST_SCREEN_GATE, injectTo: 'head' as const },
    ],
  };
}

async function renderHome(): Promise<string> {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [script, '/'], {
      maxBuffer: 8 * 1024 * 1024,
      // React's development build: the render is driven with `act`, which production React lacks.
      env: { ...process.env, NODE_ENV: 'development' },
    });
    return stdout;
  } catch (error) {
    throw new Error(`prerendering the first screen failed: ${(error as { stderr?: string }).stderr ?? String(error)}`);
  }
}

/**
 * Puts the home page's first screen (header, hero with the search box, footer), as a visitor in
 * the default language sees it before the server answers, into index.html: the browser paints it
 * from the HTML while the app's code is still downloading and starting, instead of a blank page
 * for as long as that takes on a phone (issue 11: largest contentful paint). The markup is the
 * app's own render (scripts/prerender-first-screen.mjs, src/prerender/render-first-screen.tsx).
 * It stays hidden unless first-screen-gate.js, run before the body is painted, finds the
 * page is `/` opened by a visitor in the default language; React's first commit replaces it with
 * the same DOM (app/boot.tsx loads the page before rendering, so that commit is the page itself).
 */
export function prerenderFirstScreen(): Plugin {
  return {
    name: 'crashpad-prerender-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        const bundle = (ctx.bundle ?? {}) as Record<string, BundleChunk>;
        return withFirstScreen(html, await renderHome(), homeCss(bundle).flatMap((file) => inlineStyle(bundle, file)));
      },
    },
  };
}
