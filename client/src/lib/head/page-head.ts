/** One `<meta>` as TanStack Router's `head` option takes it. */
export type MetaTag = { title: string } | { name: string; content: string } | { property: string; content: string };
export interface LinkTag {
  rel: string;
  href: string;
}

export interface PageHeadInput {
  /** Already translated page title (HeadSync appends the brand; omit for the brand alone). */
  title?: string;
  description?: string;
  /** Absolute or root-relative image for social sharing. */
  image?: string;
  /** Root-relative canonical path; defaults to the current path without its query. */
  canonicalPath?: string;
  /** Pages that must not be indexed (account pages, token pages). */
  noindex?: boolean;
}

/**
 * Builds a route's `head` (spec 1 §2: title, description, social-sharing and canonical
 * metadata). Use in a route: `head: () => pageHead({ title: i18next.t('…'), description: … })`.
 */
export function pageHead(input: PageHeadInput): { meta: MetaTag[]; links: LinkTag[] } {
  const meta: MetaTag[] = [
    { property: 'og:type', content: 'website' },
    { name: 'twitter:card', content: input.image ? 'summary_large_image' : 'summary' },
  ];
  if (input.title) {
    meta.push({ title: input.title }, { property: 'og:title', content: input.title }, { name: 'twitter:title', content: input.title });
  }
  if (input.description) {
    meta.push(
      { name: 'description', content: input.description },
      { property: 'og:description', content: input.description },
      { name: 'twitter:description', content: input.description },
    );
  }
  if (input.image) meta.push({ property: 'og:image', content: input.image }, { name: 'twitter:image', content: input.image });
  if (input.noindex) meta.push({ name: 'robots', content: 'noindex' });
  const links: LinkTag[] = input.canonicalPath ? [{ rel: 'canonical', href: input.canonicalPath }] : [];
  return { meta, links };
}
