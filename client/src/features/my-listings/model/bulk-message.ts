/**
 * The compose dialog's rules (spec 2 §2): send is disabled with an empty message or no tenants
 * selected; with no tenants selected the dialog simply closes.
 */
export function canSendBulk(message: string, tenantIds: readonly string[]): boolean {
  return message.trim().length > 0 && tenantIds.length > 0;
}

/** What pressing the dialog's main button does. */
export function bulkSubmitOutcome(message: string, tenantIds: readonly string[]): 'close' | 'send' | 'blocked' {
  if (tenantIds.length === 0) return 'close';
  return canSendBulk(message, tenantIds) ? 'send' : 'blocked';
}

/** The selection after toggling "select all": everything, or nothing when all were selected. */
export function toggleAll(selected: ReadonlySet<string>, all: readonly string[]): Set<string> {
  return all.length > 0 && all.every((id) => selected.has(id)) ? new Set() : new Set(all);
}
