import { defaultParseSearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { readSearchString } from './read-search-string';

describe('readSearchString', () => {
  // The entry reads the address before the router has loaded and must read it as the router will.
  it.each([
    '',
    '?',
    '?sort=price&dir=asc',
    '?sort=%22price%22&dir=asc',
    '?occupied=hide&gender=female',
    '?page=2&limit=020&x=1e3&y=-1&z=0.5',
    '?flag=true&other=false&empty=&n=null',
    '?sort=price&sort=date',
    '?a=%7B%22b%22%3A1%7D&c=%5B1%2C2%5D&d={broken',
    '?name=Z%C3%BCrich+%F0%9F%9B%AB&q=a%20b',
    '?__proto__=x&constructor=y',
  ])('reads %s as TanStack Router\'s default parser does', (search) => {
    expect({ ...readSearchString(search) }).toEqual({ ...defaultParseSearch(search) });
  });
});
