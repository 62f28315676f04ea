// The names alone, without valibot (the schema is in gender-preferences.ts): the client's first
// load checks the search page's URL against them and should not carry the schema library (issue 11).

/** Gender preference of a listing; the search filter offers all, male only, female only. */
export const GENDER_PREFERENCES = ['all', 'male', 'female'] as const;
