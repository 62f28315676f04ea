import { describe, expect, it } from 'vitest';
import { createContentLoader, loadContentPage } from './load-content-page';

describe('loadContentPage', () => {
  it('loads a page in the language asked for, Thai included', async () => {
    const th = await loadContentPage('th', 'help');
    expect(th.language).toBe('th');
    expect(th.markdown.startsWith('# ')).toBe(true);
    const de = await loadContentPage('de', 'fees');
    expect(de.language).toBe('de');
    expect(de.markdown).not.toBe((await loadContentPage('en', 'fees')).markdown);
  });

  it('falls back to English when a page is missing in a language, and fails when it is missing everywhere', async () => {
    const load = createContentLoader({
      en: async () => ({ pages: { './help.md': '# Help' } }),
      th: async () => ({ pages: {} }),
    });
    expect(await load('th', 'help')).toEqual({ markdown: '# Help', language: 'en' });
    expect(await load('de', 'help')).toEqual({ markdown: '# Help', language: 'en' });
    await expect(load('en', 'fees')).rejects.toThrow('fees');
  });
});
