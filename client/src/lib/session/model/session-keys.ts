/**
 * localStorage keys of the session (spec 1 §3 "Stored local keys"). `isKeep` holds the expiry
 * timestamp (ms): 365 days with keep-me-logged-in, otherwise 1 day (spec 1 §4).
 */
export const SESSION_KEYS = {
  token: 'token',
  user: 'user',
  hasAutoPayment: 'has_auto_payment',
  expiresAt: 'isKeep',
  tempUser: 'temp_user',
  /** The admin's own session, kept aside while switched into another user (DECISIONS #8). */
  adminToken: 'admin_token',
  adminUser: 'admin_user',
  adminHasAutoPayment: 'admin_has_auto_payment',
  adminExpiresAt: 'admin_isKeep',
} as const;

/** Global-modal acknowledgements (spec 1 §2): reset on first load and on logout. */
export const ACKNOWLEDGEMENT_KEYS = ['pendingInvitesAcknowledged', 'setupPaymentMethodAcknowledged'] as const;

export function resetAcknowledgements(storage: Storage): void {
  for (const key of ACKNOWLEDGEMENT_KEYS) storage.removeItem(key);
}
