import type { HtmlTagDescriptor, Plugin } from 'vite';

/** What these plugins read of a chunk or asset of Vite's bundle. */
export type BundleChunk = {
  type: string;
  name?: string;
  fileName: string;
  isEntry?: boolean;
  /** The chunks it imports statically (file names). */
  imports?: string[];
  source?: string | Uint8Array;
  viteMetadata?: { importedCss: Set<string> };
};

/** The chunk of the code-splitting group `name` (client/vite.config.ts); a renamed group fails the build instead of dropping what needs it. */
export function chunkNamed(bundle: Record<string, BundleChunk>, name: string): BundleChunk & { viteMetadata: { importedCss: Set<string> } } {
  const chunk = Object.values(bundle).find((c) => c.type === 'chunk' && c.name === name);
  if (!chunk?.viteMetadata) throw new Error(`no \`${name}\` chunk in the bundle (client/vite.config.ts codeSplitting groups)`);
  return chunk as BundleChunk & { viteMetadata: { importedCss: Set<string> } };
}

/**
 * A style sheet of the bundle as an inline <style> of index.html: render-blocking requests of
 * their own made the first paint wait for their round trips on a slow connection, competing
 * with the app's code for the bandwidth (issue 11). The CSP allows inline styles. A disabled
 * <link> to the file goes with it (not fetched, not applied): Vite's loader, which links a lazy
 * chunk's CSS unless a stylesheet link to it exists, then does not append the same rules again
 * at the end of the head, after (and over) style sheets that came after them.
 */
export function inlineStyle(bundle: Record<string, BundleChunk>, file: string): HtmlTagDescriptor[] {
  const asset = bundle[file];
  if (asset?.source === undefined) throw new Error(`no style sheet ${file} in the bundle`);
  const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
  return [
    { tag: 'link', attrs: { rel: 'stylesheet', href: `/${file}`, crossorigin: '', disabled: true }, injectTo: 'head' },
    { tag: 'style', attrs: { 'data-href': `/${file}` }, children: css, injectTo: 'head' },
  ];
}

/**
 * Links the `shell` chunk (the app's start, src/app/boot.tsx, which src/main.tsx imports after the
 * first paint) from index.html: modulepreloaded, it downloads alongside the entry instead of after
 * it ran, and its style sheets (header, layout, footer) are inlined (inlineStyle), render-blocking
 * as they were when that code was in the entry chunk, so the first paint (the prerendered screen)
 * is styled. The chunks it imports that the entry does not (React's runtime) are modulepreloaded
 * too, ahead of it: found only once the shell arrived, they would download after it.
 */
export function linkBootChunk(): Plugin {
  return {
    name: 'crashpad-link-boot-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = (ctx.bundle ?? {}) as Record<string, BundleChunk>;
        const shell = chunkNamed(bundle, 'shell');
        // Vite links the entry's own imports already.
        const linked = new Set(Object.values(bundle).flatMap((chunk) => (chunk.type === 'chunk' && chunk.isEntry ? (chunk.imports ?? []) : [])));
        const preloads = [...(shell.imports ?? []).filter((file) => !linked.has(file)), shell.fileName];
        return [
          ...[...shell.viteMetadata.importedCss].flatMap((file) => inlineStyle(bundle, file)),
          ...preloads.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` }, injectTo: 'head' as const })),
        ];
      },
    },
  };
}
