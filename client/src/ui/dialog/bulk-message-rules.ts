/**
 * The bulk message dialog's rules (spec 2 §2, spec 3 §5): send is disabled with an empty message
 * or no tenants selected; with no tenants selected the dialog simply closes.
 */
export function canSendBulk(message: string, tenantIds: readonly string[]): boolean {
  return message.trim().length > 0 && tenantIds.length > 0;
}

/** What pressing the dialog's main button does. */
export function bulkSubmitOutcome(message: string, tenantIds: readonly string[]): 'close' | 'send' | 'blocked' {
  if (tenantIds.length === 0) return 'close';
  return canSendBulk(message, tenantIds) ? 'send' : 'blocked';
}
