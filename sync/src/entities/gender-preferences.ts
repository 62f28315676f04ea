import * as v from 'valibot';
import { GENDER_PREFERENCES } from './gender-preference-names.js';

// Its own module (not in listing.ts) so the client's first load, which validates the search
// page's URL with it, does not carry the listing schemas (issue 11: initial JS of `/`).

export const genderPreferenceSchema = v.picklist(GENDER_PREFERENCES, 'validation.gender_preference');
export type GenderPreference = v.InferOutput<typeof genderPreferenceSchema>;
