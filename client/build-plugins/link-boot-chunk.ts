import type { Plugin } from 'vite';

type BundleChunk = { type: string; name?: string; fileName: string; viteMetadata?: { importedCss: Set<string> } };

/**
 * Links the `shell` chunk (the app's start, src/app/boot.tsx, which src/main.tsx imports after the
 * first paint) from index.html: modulepreloaded, it downloads alongside the entry instead of after
 * it ran, and its style sheets (header, layout, footer) are render-blocking links as they were
 * when that code was in the entry chunk, so the first paint (the prerendered screen) is styled.
 */
export function linkBootChunk(): Plugin {
  return {
    name: 'crashpad-link-boot-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const shell = Object.values((ctx.bundle ?? {}) as Record<string, BundleChunk>).find((chunk) => chunk.type === 'chunk' && chunk.name === 'shell');
        if (!shell?.viteMetadata) throw new Error('no `shell` chunk in the bundle (client/vite.config.ts codeSplitting groups)');
        return [
          ...[...shell.viteMetadata.importedCss].map((file) => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: '', href: `/${file}` }, injectTo: 'head' as const })),
          { tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: `/${shell.fileName}` }, injectTo: 'head' as const },
        ];
      },
    },
  };
}
