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
  v.pipe(v.string('validation.taxonomy_name_required'), v.trim(), v.nonEmpty('validation.taxonomy_name_required'), v.maxLength(TAXONOMY_NAME_MAX, 'validation.too_long'));

/** One name per interface language, all required (the admin dialog has one input each). */
export const localizedNamesSchema = v.strictObject(
  Object.fromEntries(LANGUAGES.map((l) => [l, nameIn()])) as Record<Language, ReturnType<typeof nameIn>>,
);
export type LocalizedNames = v.InferOutput<typeof localizedNamesSchema>;

/** An amenity, place, preference or house rule: every name, plus `name` in the request's language. */
export const taxonomyItemSchema = v.strictObject({
  id: v.pipe(v.string(), v.regex(TAXONOMY_ID_PATTERN)),
  names: localizedNamesSchema,
  name: v.string(),
});
export type TaxonomyItem = v.InferOutput<typeof taxonomyItemSchema>;

/** GET lists: `{ data: items }` in display order. */
export const taxonomyListOutputSchema = v.strictObject({ data: v.array(taxonomyItemSchema) });
export type TaxonomyListOutput = v.InferOutput<typeof taxonomyListOutputSchema>;

/** POST and PATCH body: the whole name map. Answer `{ data: item }`. */
export const taxonomyInputSchema = v.strictObject({ names: localizedNamesSchema });
export type TaxonomyInput = v.InferOutput<typeof taxonomyInputSchema>;
export const taxonomyItemOutputSchema = v.strictObject({ data: taxonomyItemSchema });
export type TaxonomyItemOutput = v.InferOutput<typeof taxonomyItemOutputSchema>;
