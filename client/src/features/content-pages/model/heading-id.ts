/**
 * An anchor id for a heading ("Host plans (yearly)" → "host-plans-yearly"), so a page can be
 * linked to a section (`/fees#autopay`). Letters and marks of every script are kept, so Thai
 * and accented headings keep readable ids.
 */
export function headingId(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}
