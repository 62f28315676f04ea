/** spec 2 §9: a contact failure message is dismissed after 10 seconds. */
export const CONTACT_ERROR_DISMISS_MS = 10_000;
