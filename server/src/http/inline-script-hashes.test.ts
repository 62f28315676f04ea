import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientInlineScriptSources, inlineScriptSources } from './inline-script-hashes.js';
import { securityHeaders } from './security-headers.js';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const gate = "(function () { document.documentElement.setAttribute('data-first-screen', 'home'); })();";

describe('inline script hashes for the CSP', () => {
  it('hashes the exact text of every inline script (Unicode as UTF-8), and nothing with a src', () => {
    const html = `<head><script type="module" crossorigin src="/assets/index-a.js"></script><script>${gate}</script><SCRIPT data-x>\n  "✈ Zürich";\n</SCRIPT><script> </script></head>`;
    expect(inlineScriptSources(html)).toEqual([sha(gate), sha('\n  "✈ Zürich";\n')]);
    expect(inlineScriptSources('<p>no scripts</p>')).toEqual([]);
  });

  it("reads the served build's index.html; no build, no sources", () => {
    const dist = mkdtempSync(join(tmpdir(), 'crashpad-dist-'));
    writeFileSync(join(dist, 'index.html'), `<html><head><script>${gate}</script></head></html>`);
    expect(clientInlineScriptSources(dist)).toEqual([sha(gate)]);
    expect(clientInlineScriptSources(null)).toEqual([]);
    expect(clientInlineScriptSources(join(dist, 'missing'))).toEqual([]);
  });

  it("puts them into script-src beside 'self', without allowing inline scripts in general", () => {
    const headers = new Map<string, string>();
    const ctx = { headerSent: false, res: { setHeader: (name: string, value: string) => headers.set(name, value) } };
    securityHeaders(true, { inlineScripts: [sha(gate)] })(ctx as never);
    const scriptSrc = headers.get('Content-Security-Policy')!.split('; ').find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' ${sha(gate)} https://js.stripe.com`);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });
});
