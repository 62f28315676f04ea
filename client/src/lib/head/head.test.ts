import { beforeEach, describe, expect, it } from 'vitest';
import { applyHead, resolveHead } from './apply-head';
import { pageHead } from './page-head';

const site = { brand: 'Crashpad', publicUrl: 'https://crashpad.example', pathname: '/help' };
const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

beforeEach(() => {
  document.head.innerHTML = '<title>Crashpad</title><meta name="description" content="static">';
});

describe('route metadata', () => {
  it('sets title with the brand, description, social tags and canonical link', () => {
    const root = pageHead({ title: 'Crashpad', description: 'Crew housing' });
    const page = pageHead({ title: 'Help', description: 'How it works', canonicalPath: '/help' });
    applyHead(document, resolveHead([root, page]), site);
    expect(document.title).toBe('Help | Crashpad');
    expect(content('meta[name="description"]')).toBe('How it works');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(content('meta[property="og:title"]')).toBe('Help');
    expect(content('meta[property="og:description"]')).toBe('How it works');
    expect(content('meta[name="twitter:card"]')).toBe('summary');
    expect(content('meta[property="og:url"]')).toBe('https://crashpad.example/help');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://crashpad.example/help');
  });

  it('falls back to the root description and the current path, and drops stale tags', () => {
    applyHead(document, resolveHead([pageHead({ title: 'X', image: '/a.png', noindex: true })]), site);
    expect(content('meta[name="robots"]')).toBe('noindex');
    applyHead(document, resolveHead([pageHead({ title: 'Crashpad', description: 'Crew housing' })]), { ...site, pathname: '/' });
    expect(document.title).toBe('Crashpad');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://crashpad.example/');
  });
});
