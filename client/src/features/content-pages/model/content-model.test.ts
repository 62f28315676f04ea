import { describe, expect, it } from 'vitest';
import { contentLanguageOf, parseContentSearch } from './content-language';
import { isContentPage } from './content-pages';
import { decodeEntities } from './decode-entities';
import { fillPlaceholders } from './fill-placeholders';
import { headingId } from './heading-id';
import { linkTarget } from './link-target';

describe('linkTarget', () => {
  it('keeps our own paths inside the router, with query and hash', () => {
    expect(linkTarget('/fees')).toEqual({ kind: 'internal', to: '/fees', search: '', hash: '' });
    expect(linkTarget('/account-setting?tab=autopay#payouts')).toEqual({ kind: 'internal', to: '/account-setting', search: '?tab=autopay', hash: 'payouts' });
    expect(linkTarget('#prices')).toEqual({ kind: 'internal', to: '.', search: '', hash: 'prices' });
  });

  it('opens web and mail addresses as plain links', () => {
    expect(linkTarget('https://stripe.com/legal')).toEqual({ kind: 'external', href: 'https://stripe.com/legal' });
    expect(linkTarget('mailto:support@crashpad.example')).toEqual({ kind: 'external', href: 'mailto:support@crashpad.example' });
  });

  it('refuses script, data, protocol-relative and disguised addresses', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<b>x</b>', '//evil.example/x', '/\\evil.example', 'java\nscript:alert(1)', 'vbscript:x', 'fees', '']) {
      expect(linkTarget(href), href).toEqual({ kind: 'unsafe' });
    }
  });
});

describe('page and language choice', () => {
  it('knows the content pages and nothing else', () => {
    expect(isContentPage('help')).toBe(true);
    expect(isContentPage('terms')).toBe(false);
    expect(isContentPage('__proto__')).toBe(false);
  });

  it('shows the picked content language, else the interface language', () => {
    expect(contentLanguageOf('th', 'de')).toBe('th');
    expect(contentLanguageOf(undefined, 'fr')).toBe('fr');
    expect(contentLanguageOf(undefined, 'xx')).toBe('en');
  });

  it('accepts only content languages in ?lang=', () => {
    expect(parseContentSearch({ lang: 'th' })).toEqual({ lang: 'th' });
    expect(parseContentSearch({ lang: 'xx' })).toEqual({});
    expect(parseContentSearch({ lang: ['th'] })).toEqual({});
  });
});

describe('text helpers', () => {
  it('fills known placeholders and leaves unknown ones visible', () => {
    expect(fillPlaceholders('**{{users}}** and {{ airports }} and {{nope}}', { users: '40,000+', airports: '170+' })).toBe('**40,000+** and 170+ and {{nope}}');
  });

  it('makes readable anchor ids in every script', () => {
    expect(headingId('Host plans (yearly)')).toBe('host-plans-yearly');
    expect(headingId('Sécurité des paiements')).toBe('sécurité-des-paiements');
    expect(headingId('ค่าธรรมเนียม')).toBe('ค่าธรรมเนียม');
  });

  it('decodes character references without interpreting markup', () => {
    expect(decodeEntities('Tom &amp; Jerry &lt;b&gt; &#39;x&#x27; &bogus;')).toBe("Tom & Jerry <b> 'x' &bogus;");
  });
});
