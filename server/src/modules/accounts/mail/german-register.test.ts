import { describe, expect, it } from 'vitest';
import { informalGermanStrings } from '@crashpad/sync/i18n/informal-german';
import { DEFAULT_HOUSE_RULES, DEFAULT_TAXONOMY } from '../../taxonomy/default-taxonomy.js';
import { ACCOUNT_MAIL_TEXTS, NAMELESS_GREETING } from './account-mail-texts.js';

/** German e-mails and seeded German product texts address the reader formally ("Sie"), like the interface. */
describe('German register in e-mails and product defaults', () => {
  it('uses no informal pronoun in a German account e-mail', () => {
    expect(informalGermanStrings({ texts: ACCOUNT_MAIL_TEXTS.de, greeting: NAMELESS_GREETING.de }, 'mail.de')).toEqual([]);
  });

  it('uses no informal pronoun in a German default house rule or taxonomy name', () => {
    const german = [...DEFAULT_HOUSE_RULES, ...Object.values(DEFAULT_TAXONOMY).flat()].map((item) => [item.id, item.names.de]);
    expect(informalGermanStrings(Object.fromEntries(german), 'taxonomy.de')).toEqual([]);
  });
});
