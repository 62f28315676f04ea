import { LANGUAGES, taxonomyInputSchema, type Language, type TaxonomyInput, type TaxonomyItem } from '@crashpad/sync';
import * as v from 'valibot';

/** The dialog's values: one text per interface language. */
export type NameValues = Record<Language, string>;

export const emptyNames = (): NameValues => Object.fromEntries(LANGUAGES.map((l) => [l, ''])) as NameValues;

/** Edit starts from the item's stored names; a language without its own name starts blank. */
export const namesOf = (item: TaxonomyItem): NameValues => Object.fromEntries(LANGUAGES.map((l) => [l, item.names[l] ?? ''])) as NameValues;

export type NamesCheck = { kind: 'skip' } | { kind: 'invalid'; language: Language; message: string } | { kind: 'ok'; input: TaxonomyInput };

/**
 * What the dialog sends (spec 2 §5: English name required; the form silently does not submit
 * when it is empty → `skip`). A language left blank is sent as absent: it falls back to English
 * wherever the name is shown (spec 2 §2), so a later English rename reaches it too.
 */
export function checkNames(values: NameValues): NamesCheck {
  if (!values.en.trim()) return { kind: 'skip' };
  const names = Object.fromEntries(LANGUAGES.map((l) => [l, values[l].trim()]).filter(([, text]) => text !== ''));
  const result = v.safeParse(taxonomyInputSchema, { names });
  if (result.success) return { kind: 'ok', input: result.output };
  const issue = result.issues[0]!;
  const language = (v.getDotPath(issue)?.split('.')[1] ?? 'en') as Language;
  return { kind: 'invalid', language, message: issue.message };
}
