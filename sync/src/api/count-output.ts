import * as v from 'valibot';

// On its own so the header's badge counts (on the first load) do not carry accounts.ts.
export const countOutputSchema = v.object({ count: v.number() });
