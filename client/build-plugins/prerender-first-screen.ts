import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { HtmlTagDescriptor, Plugin } from 'vite';
import { chunkNamed, inlineStyle, type BundleChunk } from './link-boot-chunk';

const script = fileURLToPath(new URL('../scripts/prerender-first-screen.mjs', import.meta.url));
/** The gate that shows a screen or none (first-screen-gate.js), inlined: a request of its own blocked the first paint. */
export const FIRST_SCREEN_GATE = readFileSync(new URL('./first-screen-gate.js', import.meta.url), 'utf8');
const ROOT = '<div id="root"></div>';

/**
 * The prerendered screens: each is named after its code-splitting group (client/vite.config.ts),
 * whose style sheets it needs, and rendered at `path`. The search screen is what both search
 * routes render while the results are on their way (the same markup for every airport and city:
 * nothing of the address shows before the answer), so one render serves every search address.
 */
export const FIRST_SCREENS = [
  { name: 'home', path: '/' },
  { name: 'search', path: '/search/airports/den' },
] as const;

export type FirstScreen = { name: string; markup: string };

/** The style sheets of the chunk `name` (a code-splitting group of client/vite.config.ts). */
export function chunkCss(bundle: Record<string, BundleChunk>, name: string): string[] {
  return [...chunkNamed(bundle, name).viteMetadata.importedCss];
}

/**
 * index.html with each first screen's markup inside #root, hidden until the gate shows one, and
 * the tags that go with them: their chunks' styles and the gate script, all inline so a screen is
 * styled and shown or not in the first paint without waiting for a request.
 */
export function withFirstScreens(html: string, screens: FirstScreen[], styles: HtmlTagDescriptor[]): { html: string; tags: HtmlTagDescriptor[] } {
  for (const { name, markup } of screens) {
    if (!markup.includes('<main')) throw new Error(`the prerendered ${name} screen has no <main>: ${markup.slice(0, 200)}`);
  }
  if (!html.includes(ROOT)) throw new Error(`index.html has no ${ROOT}`);
  const hidden = screens.map(({ name, markup }) => `<div data-first-screen="${name}" hidden>${markup}</div>`).join('');
  return {
    html: html.replace(ROOT, `<div id="root">${hidden}</div>`),
    tags: [...styles, { tag: 'script', children: FIRST_SCREEN_GATE, injectTo: 'head' as const }],
  };
}

async function render(path: string): Promise<string> {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [script, path], {
      maxBuffer: 8 * 1024 * 1024,
      // React's development build: the render is driven with `act`, which production React lacks.
      env: { ...process.env, NODE_ENV: 'development' },
    });
    return stdout;
  } catch (error) {
    throw new Error(`prerendering the first screen of ${path} failed: ${(error as { stderr?: string }).stderr ?? String(error)}`, { cause: error });
  }
}

/**
 * Puts the first screens a visitor in the default language sees before the server answers into
 * index.html: the home page (header, hero with the search box, footer) and a search page (header,
 * its controls, placeholder cards, footer), the landing page of a shared link. The browser paints
 * the screen from the HTML while the app's code is still downloading and starting, instead of a
 * blank page for as long as that takes on a phone (issue 11: first and largest contentful paint).
 * The markup is the app's own render (scripts/prerender-first-screen.mjs, src/prerender/
 * render-first-screen.tsx). Every screen stays hidden unless first-screen-gate.js, run before the
 * body is painted, finds it is the one the app will render; React's first commit replaces it
 * (app/boot.tsx loads the page before rendering, so that commit is the page itself).
 */
export function prerenderFirstScreen(): Plugin {
  return {
    name: 'crashpad-prerender-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        const bundle = (ctx.bundle ?? {}) as Record<string, BundleChunk>;
        const screens = await Promise.all(FIRST_SCREENS.map(async ({ name, path }) => ({ name, markup: await render(path) })));
        const css = [...new Set(FIRST_SCREENS.flatMap(({ name }) => chunkCss(bundle, name)))];
        return withFirstScreens(html, screens, css.flatMap((file) => inlineStyle(bundle, file)));
      },
    },
  };
}
