import { publicListingOutputSchema, publicUserOutputSchema } from '@crashpad/sync';

// Loaded with the new chat's requests (new-chat-api.ts), not with the precached chat chunk (issue 11).
export { publicListingOutputSchema, publicUserOutputSchema };
