/**
 * CSV that opens cleanly in a spreadsheet (My Crew's export, spec 3 §2): RFC 4180 quoting, CRLF
 * line ends and a UTF-8 byte-order mark so Excel reads accents and non-Latin names correctly.
 */

/** Excel and LibreOffice treat a cell starting with one of these as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell as CSV text. A value a spreadsheet would run as a formula gets a leading apostrophe
 * (OWASP's advice), so a tenant named "=HYPERLINK(…)" shows as text. Numbers are left as they
 * are (a negative amount is data, not a formula). Commas, quotes and line breaks (including
 * U+2028/U+2029, which some readers split on) are quoted, doubling inner quotes.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n\u2028\u2029]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: header row then data rows, BOM first. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
