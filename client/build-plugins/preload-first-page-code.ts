import type { HtmlTagDescriptor, Plugin } from 'vite';
import { SEARCH_ADDRESS } from '../src/app/search-address';
import { chunkNamed, type BundleChunk } from './link-boot-chunk';
import { FIRST_SCREENS } from './prerender-first-screen';

/** A preload link the script adds: a module, or a style sheet (fetched only: Vite's loader applies it). */
type Preload = [href: string, kind: 'module' | 'style'];

/**
 * What an address needs beyond what index.html links for every page: the chunk named `name`, the
 * chunks it imports that nothing in index.html preloads, and their style sheets that index.html
 * does not inline (the prerendered screens' are inline). For a search address the `search` chunk
 * (both search screens, and the home chunk with the cards); for any address but those and `/`,
 * the `routes` chunk (every other page's route, src/app/route-trees.ts).
 */
export function screenPreloads(bundle: Record<string, BundleChunk>, name: 'search' | 'routes'): Preload[] {
  const screen = chunkNamed(bundle, name);
  const shell = chunkNamed(bundle, 'shell');
  const entries = Object.values(bundle).filter((chunk) => chunk.type === 'chunk' && chunk.isEntry);
  // index.html links the entry and its imports (Vite), the shell and its imports (link-boot-chunk.ts).
  const linked = new Set([...entries.flatMap((chunk) => [chunk.fileName, ...(chunk.imports ?? [])]), shell.fileName, ...(shell.imports ?? [])]);
  const modules = [...(screen.imports ?? []).filter((file) => !linked.has(file)), screen.fileName];
  // The shell's and the prerendered screens' styles are inline in index.html (link-boot-chunk.ts, prerender-first-screen.ts).
  const screens = FIRST_SCREENS.map((first) => chunkNamed(bundle, first.name));
  const inline = new Set([shell, ...screens].flatMap((chunk) => [...chunk.viteMetadata.importedCss]));
  const styles = modules.flatMap((file) => [...(bundle[file]?.viteMetadata?.importedCss ?? [])]).filter((file) => !inline.has(file));
  return [...new Set(styles)].map((file): Preload => [`/${file}`, 'style']).concat(modules.map((file): Preload => [`/${file}`, 'module']));
}

/** The inline script: on a search address the search screen's preload links, on `/` nothing, anywhere else the routes'. */
function preloadScript(search: Preload[], routes: Preload[]): string {
  return `(function(){var a=location.pathname;var s=${SEARCH_ADDRESS.toString()}.test(a)?${JSON.stringify(search)}:a==='/'?[]:${JSON.stringify(routes)};s.forEach(function(p){var l=document.createElement('link');if(p[1]==='module')l.rel='modulepreload';else{l.rel='preload';l.as='style'}l.crossOrigin='';l.href=p[0];document.head.appendChild(l)})})()`;
}

/**
 * Preloads the first page's code from index.html when the router's start does not hold it:
 * - on a search address, the usual landing page of a shared link, the search screen's code:
 *   found only once the app's start had run (app/preload-first-page.ts), it downloaded after the
 *   shell, a round trip and more in front of the page's heading, its largest paint (issue 11: LCP
 *   on a phone). Now it downloads alongside the shell, as the page's data does (app/first-page-data.ts).
 * - on any other address but `/`, the other pages' routes (app/route-trees.ts), which the app's
 *   start loads before it can find the page's own code: alongside the shell, not after it.
 * An inline script (allowed by its hash, server/src/http/inline-script-hashes.ts): index.html is
 * the same file for every address, so only a script can tell the pages apart.
 */
export function preloadFirstPageCode(): Plugin {
  return {
    name: 'crashpad-preload-first-page-code',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx): HtmlTagDescriptor[] {
        const bundle = (ctx.bundle ?? {}) as Record<string, BundleChunk>;
        return [{ tag: 'script', children: preloadScript(screenPreloads(bundle, 'search'), screenPreloads(bundle, 'routes')), injectTo: 'head' }];
      },
    },
  };
}
