import { LANGUAGES, taxonomyInputSchema, type Language, type TaxonomyInput, type TaxonomyItem } from '@crashpad/sync';
import * as v from 'valibot';

/** The dialog's values: one text per interface language. */
export type NameValues = Record<Language, string>;

export const emptyNames = (): NameValues => Object.fromEntries(LANGUAGES.map((l) => [l, ''])) as NameValues;

/** Edit starts from the item's stored names. */
export const namesOf = (item: TaxonomyItem): NameValues => ({ ...item.names });

export type NamesCheck = { kind: 'skip' } | { kind: 'invalid'; language: Language; message: string } | { kind: 'ok'; input: TaxonomyInput };

/**
 * What the dialog sends (spec 2 §5: English name required; the form silently does not submit
 * when it is empty → `skip`). A language left blank takes the English name, as lists already
 * show English when a translation is missing (spec 2 §2), so the server's every-language rule
 * holds without asking admins to type the same word five times.
 */
export function checkNames(values: NameValues): NamesCheck {
  const en = values.en.trim();
  if (!en) return { kind: 'skip' };
  const names = Object.fromEntries(LANGUAGES.map((l) => [l, values[l].trim() || en])) as NameValues;
  const result = v.safeParse(taxonomyInputSchema, { names });
  if (result.success) return { kind: 'ok', input: result.output };
  const issue = result.issues[0]!;
  const language = (v.getDotPath(issue)?.split('.')[1] ?? 'en') as Language;
  return { kind: 'invalid', language, message: issue.message };
}
