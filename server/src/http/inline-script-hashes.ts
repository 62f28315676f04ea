import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Inline scripts of a page: `<script>` elements without a `src`, with their exact text. */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts in an HTML page: the built index.html
 * carries two (the first-screen gate, client/build-plugins/first-screen-gate.js, and the first
 * page's code preloads, client/build-plugins/preload-first-page-code.ts), inlined so the first paint
 * does not wait for a request. The CSP allows exactly those scripts and no other inline script,
 * so 'unsafe-inline' stays out.
 */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1]!)
    .filter((text) => text.trim() !== '')
    .map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
}

/**
 * The inline script sources of the client build the server serves (read once at start). A
 * missing build (API-only development, tests) has none. A build replaced under a running server
 * gets its gate refused until the restart: the prerendered screen then stays hidden, and the
 * app renders the page as it does for everyone else.
 */
export function clientInlineScriptSources(clientDist: string | null): string[] {
  if (!clientDist) return [];
  try {
    return inlineScriptSources(readFileSync(join(clientDist, 'index.html'), 'utf8'));
  } catch {
    return [];
  }
}
