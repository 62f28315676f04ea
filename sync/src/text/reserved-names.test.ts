import { describe, expect, it } from 'vitest';
import { isReservedName, nameSkeleton } from './reserved-names.js';

describe('isReservedName', () => {
  it('reserves the brand and staff names in every disguise', () => {
    for (const name of [
      'Crashpad Support',
      'Crashpad',
      'Admin',
      'Support',
      'crashpad support', // case
      'CRASHPAD  SUPPORT',
      'Crash Pad', // spacing
      'C.r.a.s.h.p.a.d',
      'ＣＲＡＳＨＰＡＤ Ｓｕｐｐｏｒｔ', // full-width
      'Cr\u200Bashpad', // zero-width inserted
      'Su\u2060pp\u00ADort',
      'Crаshpad', // Cyrillic а
      'Ѕupport', // Cyrillic Ѕ
      'Adm1n',
      '$upport',
      'Crashpad Team',
      'The Crashpad Support Team',
      'Crâshpåd',
      'Administrator',
      'Help Desk',
      '𝐂𝐫𝐚𝐬𝐡𝐩𝐚𝐝', // mathematical bold
    ]) {
      expect(isReservedName(name), name).toBe(true);
    }
  });

  it('leaves ordinary names alone', () => {
    for (const name of ['Ada L', 'Linda at DEN Crew House', 'Supporter', 'Admiral Jones', 'Lily', 'Priya N', 'Zoë', '李雷', 'Sam Crew', 'Pad Thai']) {
      expect(isReservedName(name), name).toBe(false);
    }
  });

  it('compares skeletons: case, spacing, width and invisible characters fold away', () => {
    expect(nameSkeleton('Ｃrash\u200D Pad.')).toBe(nameSkeleton('crashpad'));
  });
});
