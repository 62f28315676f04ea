/** The content pages in this language as text; one chunk, loaded when a page in it opens. */
export const pages = import.meta.glob<string>('./*.md', { query: '?raw', import: 'default', eager: true });
