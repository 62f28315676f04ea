import * as v from 'valibot';

// Its own module (not in listing.ts) so the client's first load, which validates the search
// page's URL with it, does not carry the listing schemas (issue 11: initial JS of `/`).

/** Gender preference of a listing; the search filter offers all, male only, female only. */
export const GENDER_PREFERENCES = ['all', 'male', 'female'] as const;
export const genderPreferenceSchema = v.picklist(GENDER_PREFERENCES, 'validation.gender_preference');
export type GenderPreference = v.InferOutput<typeof genderPreferenceSchema>;
