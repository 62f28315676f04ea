/**
 * Where a markdown link may go. Content is ours, but it is rendered as data, never as HTML:
 * internal paths become router links, http(s) and mailto open as plain anchors, and anything
 * else (javascript:, data:, protocol-relative //host, backslash tricks) is shown as text.
 */
export type LinkTarget =
  | { kind: 'internal'; to: string; search: string; hash: string }
  | { kind: 'external'; href: string }
  | { kind: 'unsafe' };

/** Browsers drop tabs and newlines inside URLs ("java\nscript:"), so any control character or space refuses the link. */
const hasControlOrSpace = (s: string) => [...s].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f || /\s/.test(ch));

export function linkTarget(raw: string): LinkTarget {
  const href = raw.trim();
  if (href === '' || hasControlOrSpace(href) || href.includes('\\')) return { kind: 'unsafe' };
  if (href.startsWith('/') && !href.startsWith('//')) {
    const url = new URL(href, 'https://crashpad.invalid');
    return { kind: 'internal', to: url.pathname, search: url.search, hash: url.hash.slice(1) };
  }
  if (href.startsWith('#')) return { kind: 'internal', to: '.', search: '', hash: href.slice(1) };
  try {
    const url = new URL(href);
    if (url.protocol === 'https:' || url.protocol === 'http:' || url.protocol === 'mailto:') return { kind: 'external', href: url.href };
  } catch {
    // Relative paths without a leading slash and malformed URLs are not links we write.
  }
  return { kind: 'unsafe' };
}
