import { airportSearchOutputSchema } from '@crashpad/sync';

// Loaded with the first suggestion request (use-airport-suggestions.ts), not with the home chunk (issue 11).
export { airportSearchOutputSchema };
