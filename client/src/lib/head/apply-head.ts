import type { LinkTag, MetaTag } from './page-head';

export interface ResolvedHead {
  title: string | null;
  /** name/property → content, deepest route winning. */
  meta: Map<string, { attr: 'name' | 'property'; content: string }>;
  canonicalPath: string | null;
}

export type MatchHead = { meta?: ReadonlyArray<unknown> | undefined; links?: ReadonlyArray<unknown> | undefined };

/** Merges the `head` of the matched routes, root first: a deeper route overrides a shallower one. */
export function resolveHead(matches: readonly MatchHead[]): ResolvedHead {
  const resolved: ResolvedHead = { title: null, meta: new Map(), canonicalPath: null };
  for (const match of matches) {
    for (const tag of (match.meta ?? []) as (MetaTag | undefined)[]) {
      if (!tag) continue;
      if ('title' in tag) resolved.title = tag.title;
      else if ('name' in tag) resolved.meta.set(tag.name, { attr: 'name', content: tag.content });
      else if ('property' in tag) resolved.meta.set(tag.property, { attr: 'property', content: tag.content });
    }
    for (const link of (match.links ?? []) as (LinkTag | undefined)[]) {
      if (link?.rel === 'canonical') resolved.canonicalPath = link.href;
    }
  }
  return resolved;
}

const MANAGED = 'data-head';

function absolute(publicUrl: string, path: string): string {
  try {
    return new URL(path, publicUrl || 'http://localhost').toString();
  } catch {
    return path;
  }
}

/**
 * Writes the resolved head into the document: title with the brand, meta tags (updating the
 * static ones index.html ships), og:url / og:site_name and the canonical link. Tags this
 * function created for an earlier page and the new page lacks are removed.
 */
export function applyHead(doc: Document, head: ResolvedHead, site: { brand: string; publicUrl: string; pathname: string }): void {
  const title = head.title && head.title !== site.brand ? `${head.title} | ${site.brand}` : site.brand;
  doc.title = title;
  const canonical = absolute(site.publicUrl, head.canonicalPath ?? site.pathname);
  const meta = new Map(head.meta);
  if (!meta.has('og:title')) meta.set('og:title', { attr: 'property', content: title });
  if (!meta.has('twitter:title')) meta.set('twitter:title', { attr: 'name', content: title });
  meta.set('og:site_name', { attr: 'property', content: site.brand });
  meta.set('og:url', { attr: 'property', content: canonical });

  const keep = new Set<Element>();
  for (const [key, { attr, content }] of meta) {
    let el = doc.head.querySelector(`meta[${attr}="${CSS.escape(key)}"]`);
    if (!el) {
      el = doc.createElement('meta');
      el.setAttribute(attr, key);
      el.setAttribute(MANAGED, '');
      doc.head.appendChild(el);
    }
    el.setAttribute('content', content);
    keep.add(el);
  }
  let link = doc.head.querySelector('link[rel="canonical"]');
  if (!link) {
    link = doc.createElement('link');
    link.setAttribute('rel', 'canonical');
    link.setAttribute(MANAGED, '');
    doc.head.appendChild(link);
  }
  link.setAttribute('href', canonical);
  keep.add(link);
  for (const el of doc.head.querySelectorAll(`meta[${MANAGED}]`)) if (!keep.has(el)) el.remove();
}
