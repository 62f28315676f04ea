import { DOCUMENT_NAME_MAX, DOCUMENT_NAME_SEPARATOR } from '@crashpad/sync';

/**
 * The name shown for an uploaded PDF, from the client's file name: only the last path segment,
 * no control or bidi-override characters, no `::::` (it separates path and name in a listing),
 * no characters that break a header or markup, at most DOCUMENT_NAME_MAX characters, ending
 * in `.pdf`. The name is only ever displayed; the stored file is named by the server.
 */
export function sanitiseDocumentName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  let name = base
    .normalize('NFC')
    // C0/C1 controls, bidi overrides and isolates, zero-width and BOM characters: stripping
    // control characters is the point here.
    // oxlint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .replace(/[<>"'`]/g, '')
    .split(DOCUMENT_NAME_SEPARATOR)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (!/\.pdf$/i.test(name)) name = `${name.replace(/\.+$/, '')}.pdf`;
  if (name.length > DOCUMENT_NAME_MAX) name = `${name.slice(0, DOCUMENT_NAME_MAX - 4).trimEnd()}.pdf`;
  return name === '.pdf' ? 'document.pdf' : name;
}
