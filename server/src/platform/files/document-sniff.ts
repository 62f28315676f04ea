/**
 * True when the bytes start like a PDF (`%PDF-` and a version digit). Checked at offset 0
 * only: PDF readers tolerate junk before the header, but HTML or a script with a PDF buried
 * inside is exactly what must not pass as a document.
 */
export function isPdf(buf: Buffer): boolean {
  return buf.length >= 8 && buf.subarray(0, 5).toString('latin1') === '%PDF-' && /[0-9]/.test(String.fromCharCode(buf[5]!));
}
