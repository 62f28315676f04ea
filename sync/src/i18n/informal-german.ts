/**
 * The product addresses German readers formally ("Sie", "Ihr", "Ihnen"). These are the informal
 * pronouns that must not appear in a German text: du, dich, dir, dein…, euch, euer, eure….
 * Word boundaries are Unicode-aware so "durch", "Dubai", "dual", "Dirigent" or "Deinstallation"
 * never match, and interpolation placeholders ({{dir}}, {name}) are ignored: they are code, not text.
 */
const INFORMAL = /(?<![\p{L}\p{N}_-])(du|dich|dir|dein(e|er|es|em|en|s)?|euch|euer|eure(r|s|m|n)?)(?![\p{L}\p{N}_-])/giu;
const PLACEHOLDER = /\{\{[^}]*\}\}|\{[A-Za-z_][A-Za-z0-9_]*\}/g;

/** The informal pronouns in a German text, as written (empty when it uses the formal register). */
export function informalGermanWords(text: string): string[] {
  return [...text.replace(PLACEHOLDER, ' ').matchAll(INFORMAL)].map((m) => m[0]);
}

/** Every string inside a nested message object or array, with its dotted path. */
export function stringsIn(value: unknown, path = '', out: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') out.push([path, value]);
  else if (Array.isArray(value)) value.forEach((child, i) => stringsIn(child, `${path}[${i}]`, out));
  else if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) stringsIn(child, path ? `${path}.${key}` : key, out);
  return out;
}

/** "path: text (words)" for every string that addresses the reader informally. */
export function informalGermanStrings(value: unknown, path = ''): string[] {
  return stringsIn(value, path).flatMap(([where, text]) => {
    const words = informalGermanWords(text);
    return words.length ? [`${where}: ${text} (${words.join(', ')})`] : [];
  });
}
