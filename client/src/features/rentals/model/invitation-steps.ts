import type { AutoPay } from '@crashpad/sync';

export type InvitationStep = 'details' | 'terms' | 'payment';

/** spec 3 §2: Make Payment appears only when autopay is 1. */
export function invitationSteps(autoPay: AutoPay): InvitationStep[] {
  return autoPay === 1 ? ['details', 'terms', 'payment'] : ['details', 'terms'];
}
