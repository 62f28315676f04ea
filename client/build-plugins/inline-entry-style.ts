import type { Plugin } from 'vite';
import { inlineStyle } from './link-boot-chunk';

type BundleChunk = { type: string; fileName: string; source?: string | Uint8Array };

/** Escapes text for an HTML attribute value in double quotes. */
const attr = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** The style sheet links Vite writes for the entry's own graph (render-blocking: not disabled). */
const BLOCKING_LINK = /<link rel="stylesheet"(?![^>]*\bdisabled\b)[^>]*\bhref="\/([^"]+\.css)"[^>]*>/g;

/**
 * index.html with the style sheets of the app's start (design tokens and base styles,
 * src/main.tsx) inline in place of the `<link rel="stylesheet">` Vite writes for them: such a
 * link blocked the first paint for a round trip of its own (issue 11: LCP of the prerendered
 * first screen on a phone). Same place in the head, so the cascade order is kept.
 */
export function withEntryStylesInline(html: string, bundle: Record<string, BundleChunk>): string {
  return html.replace(BLOCKING_LINK, (link, file: string) => {
    if (bundle[file]?.type !== 'asset') return link;
    return inlineStyle(bundle, file)
      .map(({ tag, attrs = {}, children }) => {
        const attributes = Object.entries(attrs)
          .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${attr(String(value))}"`))
          .join('');
        return tag === 'style' ? `<style${attributes}>${String(children)}</style>` : `<${tag}${attributes}>`;
      })
      .join('');
  });
}

/** The build's index.html with its render-blocking style sheets inline (withEntryStylesInline). */
export function inlineEntryStyle(): Plugin {
  return {
    name: 'crashpad-inline-entry-style',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => withEntryStylesInline(html, (ctx.bundle ?? {}) as Record<string, BundleChunk>),
    },
  };
}
