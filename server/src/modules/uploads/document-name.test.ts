import { describe, expect, it } from 'vitest';
import { DOCUMENT_NAME_MAX } from '@crashpad/sync';
import { sanitiseDocumentName } from './document-name.js';

describe('sanitiseDocumentName', () => {
  it('keeps a plain name and forces the .pdf ending', () => {
    expect(sanitiseDocumentName('Lease 2026.pdf')).toBe('Lease 2026.pdf');
    expect(sanitiseDocumentName('House rules')).toBe('House rules.pdf');
  });

  it('drops paths, hidden-file dots, separators, markup and control or bidi characters', () => {
    expect(sanitiseDocumentName('../../etc/passwd')).toBe('passwd.pdf');
    expect(sanitiseDocumentName('C:\\Users\\me\\rules.pdf')).toBe('rules.pdf');
    expect(sanitiseDocumentName('.hidden.pdf')).toBe('hidden.pdf');
    expect(sanitiseDocumentName('a::::b.pdf')).toBe('a b.pdf');
    expect(sanitiseDocumentName('x\r\nSet-Cookie: y.pdf')).toBe('xSet-Cookie: y.pdf');
    expect(sanitiseDocumentName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe.pdf');
    expect(sanitiseDocumentName('"><img src=x onerror=alert(1)>.pdf')).toBe('img src=x onerror=alert(1).pdf');
  });

  it('never answers an empty or overlong name', () => {
    expect(sanitiseDocumentName('')).toBe('document.pdf');
    expect(sanitiseDocumentName('\u0000\u0001')).toBe('document.pdf');
    const long = sanitiseDocumentName(`${'a'.repeat(500)}.pdf`);
    expect(long.length).toBeLessThanOrEqual(DOCUMENT_NAME_MAX);
    expect(long.endsWith('.pdf')).toBe(true);
  });
});
