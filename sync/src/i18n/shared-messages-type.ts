import type { ErrorCode } from '../errors.js';

export interface SharedMessages {
  errors: Record<ErrorCode, string>;
  validation: Record<string, string>;
  /** Server-made payment texts: service rows of GET /account-service, the card-removed notice. */
  payments: Record<string, string>;
  /** Server-made rental texts: invitation e-mail, alerts (push and e-mail fallback), charge descriptions. */
  rentals: Record<string, string>;
}

