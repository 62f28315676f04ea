import { afterEach, describe, expect, it, vi } from 'vitest';
import { askEarly, takeEarlyAnswer } from './early-answers';

afterEach(() => {
  vi.useRealTimers();
});

const fetchAnswering = (body: string) => vi.fn(async () => new Response(body));

describe('early answers', () => {
  it('two takers in the same task (React\'s development double effect) each read a whole copy; later nobody can', async () => {
    askEarly('/api/a', 'en', fetchAnswering('one'));
    const first = takeEarlyAnswer('/api/a');
    const second = takeEarlyAnswer('/api/a');
    expect(await (await first!).text()).toBe('one');
    expect(await (await second!).text()).toBe('one');
    await new Promise((r) => setTimeout(r, 0));
    expect(takeEarlyAnswer('/api/a')).toBeNull();
  });

  it('only the very address asked for is taken', () => {
    askEarly('/api/b?page=1', 'en', fetchAnswering('b'));
    expect(takeEarlyAnswer('/api/b?page=2')).toBeNull();
    expect(takeEarlyAnswer('/api/b')).toBeNull();
    expect(takeEarlyAnswer('/api/b?page=1')).not.toBeNull();
  });

  it('an answer nobody took within 30 s is not served as fresh', () => {
    vi.useFakeTimers();
    askEarly('/api/c', 'en', fetchAnswering('c'));
    vi.advanceTimersByTime(30_001);
    expect(takeEarlyAnswer('/api/c')).toBeNull();
  });

  it('is asked without the session, with the language given', () => {
    const fetch = fetchAnswering('d');
    askEarly('/api/d', 'pt', fetch);
    expect(fetch).toHaveBeenCalledWith('/api/d', { headers: { Accept: 'application/json', 'X-Locale': 'pt' } });
  });
});
