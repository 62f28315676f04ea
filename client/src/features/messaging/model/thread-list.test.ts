import { describe, expect, it } from 'vitest';
import { seeMoreState } from './paging';
import { counterpartName, inboxPage, matchesThread, searchTerms } from './thread-list';
import { thread } from './test-docs';

const many = (n: number, over: Parameters<typeof thread>[0] = {}) =>
  Array.from({ length: n }, (_, i) =>
    thread({ id: `t${String(i).padStart(3, '0')}`, date_last_updated: new Date(Date.UTC(2025, 0, 1, 0, i)).toISOString(), ...over }),
  );

describe('inbox search (spec 3 §2: by name or keyword)', () => {
  it('finds by counterpart name, listing title or message, ignoring case and accents', () => {
    const t = thread({ display_name: 'José R', first_name: 'José', last_name: 'Ramírez', listing_title: 'Denver crew house', message: 'Is the bunk free?' });
    expect(matchesThread(t, searchTerms('jose'))).toBe(true);
    expect(matchesThread(t, searchTerms('RAMIREZ'))).toBe(true);
    expect(matchesThread(t, searchTerms('denver'))).toBe(true);
    expect(matchesThread(t, searchTerms('bunk'))).toBe(true);
    expect(matchesThread(t, searchTerms('  '))).toBe(true);
    expect(matchesThread(t, searchTerms('chicago'))).toBe(false);
  });
  it('needs every word to match', () => {
    const t = thread();
    expect(matchesThread(t, searchTerms('lena denver'))).toBe(true);
    expect(matchesThread(t, searchTerms('lena chicago'))).toBe(false);
  });
  it('names the counterpart by display name, else by first and last name', () => {
    expect(counterpartName(thread({ display_name: 'Lena L' }))).toBe('Lena L');
    expect(counterpartName(thread({ display_name: ' ', first_name: 'Lena', last_name: 'Lister' }))).toBe('Lena Lister');
  });
});

describe('inbox tabs and paging (spec 3 §2, §9)', () => {
  it('keeps active and archived threads apart, newest first', () => {
    const threads = [
      thread({ id: 'a', date_last_updated: '2025-01-01T00:00:00Z' }),
      thread({ id: 'b', date_last_updated: '2025-03-01T00:00:00Z' }),
      thread({ id: 'c', archived: true }),
    ];
    expect(inboxPage(threads, { archived: false, query: '', pages: 1 }).items.map((t) => t.id)).toEqual(['b', 'a']);
    expect(inboxPage(threads, { archived: true, query: '', pages: 1 }).items.map((t) => t.id)).toEqual(['c']);
  });
  it('shows 25 threads a page with current and total counts', () => {
    const first = inboxPage(many(60), { archived: false, query: '', pages: 1 });
    expect(first).toMatchObject({ shown: 25, total: 60, seeMore: 'more' });
    expect(first.items[0]?.id).toBe('t059');
    expect(inboxPage(many(60), { archived: false, query: '', pages: 2 })).toMatchObject({ shown: 50, total: 60, seeMore: 'more' });
    expect(inboxPage(many(60), { archived: false, query: '', pages: 3 })).toMatchObject({ shown: 60, total: 60, seeMore: 'exhausted' });
  });
  it('offers See more from 6 shown threads and says no more once everything is shown', () => {
    expect(inboxPage(many(5), { archived: false, query: '', pages: 1 }).seeMore).toBe('hidden');
    expect(inboxPage(many(6), { archived: false, query: '', pages: 1 }).seeMore).toBe('exhausted');
    expect(inboxPage(many(26), { archived: false, query: '', pages: 1 }).seeMore).toBe('more');
  });
  it('counts and pages only the threads matching the search', () => {
    const threads = [...many(30), thread({ id: 'x', display_name: 'Zed', listing_title: 'Chicago pad', message: 'hi' })];
    expect(inboxPage(threads, { archived: false, query: 'chicago', pages: 1 })).toMatchObject({ shown: 1, total: 1, seeMore: 'hidden' });
  });
});

describe('see more state', () => {
  it('hides below the threshold, offers more while some are hidden, else is exhausted', () => {
    expect(seeMoreState(2, 10, 3)).toBe('hidden');
    expect(seeMoreState(3, 10, 3)).toBe('more');
    expect(seeMoreState(10, 10, 3)).toBe('exhausted');
  });
});
