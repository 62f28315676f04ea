import * as v from 'valibot';
import { LANGUAGES, TAXONOMY_NAME_MAX, type Language } from '../limits.js';

/**
 * Amenities, nearby places and preferences (spec 2 §3 "name map by language"), managed by
 * admins on /translations, and the house rules. Paths: GET /amenities, /places, /preferences
 * (everyone), POST, PATCH /{id}, DELETE /{id} on each (admins), GET /house-rule (everyone).
 */
export const TAXONOMY_KINDS = ['amenities', 'places', 'preferences'] as const;
export type TaxonomyKind = (typeof TAXONOMY_KINDS)[number];

/** Server-made ids: a readable slug for the defaults, a ULID for items admins add. */
export const TAXONOMY_ID_PATTERN = /^[0-9A-Za-z_-]{1,64}$/;

const nameIn = () =>
  v.pipe(v.string('validation.taxonomy_english_name_required'), v.trim(), v.nonEmpty('validation.taxonomy_english_name_required'), v.maxLength(TAXONOMY_NAME_MAX, 'validation.too_long'));

/** A translation: trimmed; blank means "no translation" and is dropped by `localizedNamesSchema`. */
const translationIn = () => v.optional(v.pipe(v.string('validation.taxonomy_english_name_required'), v.trim(), v.maxLength(TAXONOMY_NAME_MAX, 'validation.too_long')));

const TRANSLATED = LANGUAGES.filter((l): l is Exclude<Language, 'en'> => l !== 'en');

/**
 * One name per interface language (the admin dialog has one input each). English is required;
 * every other language is optional, and a blank one is stored as absent so the name falls back
 * to English when shown — a later English rename then reaches every language without its own
 * translation (issue 8 #6). Never a copy of the English name.
 */
const localizedNamesSchema = v.pipe(
  v.strictObject({
    en: nameIn(),
    ...(Object.fromEntries(TRANSLATED.map((l) => [l, translationIn()])) as Record<Exclude<Language, 'en'>, ReturnType<typeof translationIn>>),
  }),
  v.transform((names) => Object.fromEntries(Object.entries(names).filter(([, text]) => typeof text === 'string' && text !== '')) as typeof names),
);
export type LocalizedNames = v.InferOutput<typeof localizedNamesSchema>;

/** An amenity, place, preference or house rule: every name, plus `name` in the request's language. */
const taxonomyItemSchema = v.strictObject({
  id: v.pipe(v.string(), v.regex(TAXONOMY_ID_PATTERN)),
  names: localizedNamesSchema,
  name: v.string(),
});
export type TaxonomyItem = v.InferOutput<typeof taxonomyItemSchema>;

/** GET lists: `{ data: items }` in display order. */
export const taxonomyListOutputSchema = v.strictObject({ data: v.array(taxonomyItemSchema) });

/** POST and PATCH body: the whole name map. Answer `{ data: item }`. */
export const taxonomyInputSchema = v.strictObject({ names: localizedNamesSchema });
export type TaxonomyInput = v.InferOutput<typeof taxonomyInputSchema>;
export const taxonomyItemOutputSchema = v.strictObject({ data: taxonomyItemSchema });
