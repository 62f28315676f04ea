import { describe, expect, it } from 'vitest';
import { destinationAfterLogin, safeRefUrl } from './ref-url';
import { parseLoginSearch } from './login-search';
import { clearLinkToken, readLinkToken, stashLinkToken } from './link-token-stash';
import { MemoryStorage } from '../../../test-support/fixtures';

const origin = 'https://crashpad.example';

describe('ref_url after login (spec 1 §4, same-origin paths only)', () => {
  it('keeps paths of this site with their query and hash', () => {
    expect(safeRefUrl('/account-setting?tab=autopay#autopay', origin)).toBe('/account-setting?tab=autopay#autopay');
    expect(safeRefUrl('https://crashpad.example/chat/42', origin)).toBe('/chat/42');
  });

  it('refuses other sites and tricks that browsers read as other sites', () => {
    for (const bad of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'data:text/html,hi',
      'messages',
      'https://crashpad.example.evil.example/',
      '',
      42,
      null,
    ]) {
      expect(safeRefUrl(bad, origin), String(bad)).toBeNull();
    }
  });

  it('never returns to the login or sign-up pages', () => {
    expect(safeRefUrl('/login?ref_url=/messages', origin)).toBeNull();
    expect(safeRefUrl('/create-account/list-crashpad', origin)).toBeNull();
    expect(safeRefUrl('/loginx', origin)).toBe('/loginx');
  });

  it('falls back to /messages', () => {
    expect(destinationAfterLogin(undefined, origin)).toBe('/messages');
    expect(destinationAfterLogin('//evil.example', origin)).toBe('/messages');
    expect(destinationAfterLogin('/my-crew', origin)).toBe('/my-crew');
  });
});

describe('login query', () => {
  it('keeps token and ref_url as strings and drops anything else', () => {
    expect(parseLoginSearch({ token: 'abc_DEF-1', ref_url: '/messages', other: 'x' })).toEqual({ token: 'abc_DEF-1', ref_url: '/messages' });
    expect(parseLoginSearch({ token: 12345 })).toEqual({ token: '12345' });
    expect(parseLoginSearch({ token: { a: 1 }, ref_url: '' })).toEqual({});
  });
});

describe('reset token stash (DECISIONS #6)', () => {
  it('holds a well-formed token for the tab and forgets it', () => {
    const tab = new MemoryStorage();
    stashLinkToken(tab, 'password_reset', 'tok_abc-123.x');
    expect(readLinkToken(tab, 'password_reset')).toBe('tok_abc-123.x');
    expect(readLinkToken(tab, 'email_verify')).toBeNull();
    clearLinkToken(tab, 'password_reset');
    expect(readLinkToken(tab, 'password_reset')).toBeNull();
    stashLinkToken(tab, 'email_verify', '<script>');
    expect(readLinkToken(tab, 'email_verify')).toBeNull();
  });
});
