import { withoutInvisible } from './visible-text.js';

/**
 * Letters that look like Latin ones (Cyrillic, Greek) and digits or signs used for letters, mapped
 * to the letter they imitate, so "Crаshpad" (Cyrillic а), "Adm1n" or "$upport" read as the real word.
 */
const LOOKALIKES: Record<string, string> = {
  а: 'a', в: 'b', е: 'e', ё: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x',
  і: 'i', ї: 'i', ј: 'j', ѕ: 's', ԁ: 'd', һ: 'h', ӏ: 'l', ԛ: 'q', ԝ: 'w', ɑ: 'a', ɡ: 'g', ı: 'i',
  α: 'a', β: 'b', ε: 'e', η: 'n', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x',
  '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '@': 'a', $: 's', '|': 'i', '!': 'i', l: 'i',
};

/**
 * The "skeleton" of a name: compatibility-folded (full-width and styled letters become plain
 * ones), lower case, accents and everything invisible dropped, look-alikes mapped, and only
 * letters kept — so case, spacing, punctuation, full-width forms and zero-width characters
 * inserted between letters make no difference.
 */
export function nameSkeleton(name: string): string {
  const folded = withoutInvisible(name.normalize('NFKC').toLowerCase().normalize('NFD'));
  let out = '';
  for (const ch of folded) {
    const mapped = LOOKALIKES[ch] ?? ch;
    if (/\p{L}/u.test(mapped)) out += mapped;
  }
  return out;
}

/** Names that would pass for the site's staff (issue 7 §1.9), as skeletons. */
const RESERVED_EXACT = ['admin', 'administrator', 'support', 'supportteam', 'customersupport', 'helpdesk', 'moderator', 'staff', 'official'].map(nameSkeleton);
/** No user name may contain the brand at all ("Crashpad", "Crashpad Support", "The Crashpad Team"). */
const RESERVED_PARTS = ['crashpad'].map(nameSkeleton);

/** Whether a user-chosen name (display, first or last name) is reserved for the site itself. */
export function isReservedName(name: string): boolean {
  const skeleton = nameSkeleton(name);
  if (skeleton === '') return false;
  return RESERVED_EXACT.includes(skeleton) || RESERVED_PARTS.some((part) => skeleton.includes(part));
}
