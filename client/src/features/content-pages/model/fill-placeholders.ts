/**
 * Replaces `{{name}}` in a page's markdown with figures the page supplies (the advertise page's
 * audience numbers). Unknown names stay as they are so a typo shows instead of vanishing.
 */
export function fillPlaceholders(markdown: string, values: Readonly<Record<string, string>>): string {
  return markdown.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}
