// Its own module (not with the listing page's facts): routes' `head` functions use it and they
// sit in the first-load chunk, which should not carry the listing screen's helpers (issue 11).

/** A page description for search engines and link previews: the first sentences, at most 160 characters. */
export function metaDescription(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}
