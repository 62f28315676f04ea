import type { ErrorCode } from '../errors.js';

export interface SharedMessages {
  errors: Record<ErrorCode, string>;
  validation: Record<string, string>;
  /** Server-made payment texts: service rows of GET /account-service, the card-removed notice. */
  payments: Record<string, string>;
}

