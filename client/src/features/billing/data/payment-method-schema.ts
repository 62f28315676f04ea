import { paymentMethodOutputSchema } from '@crashpad/sync';

// Loaded with the request (use-have-card.ts), not with the precached global modals (issue 11).
export { paymentMethodOutputSchema };
