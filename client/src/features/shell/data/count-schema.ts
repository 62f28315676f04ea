import { countOutputSchema } from '@crashpad/sync';

// Loaded with the header's count requests (use-header-counts.ts), not with the first load, which
// should not carry valibot (issue 11).
export { countOutputSchema };
