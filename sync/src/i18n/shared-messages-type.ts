import type { ErrorCode } from '../errors.js';

export interface SharedMessages {
  errors: Record<ErrorCode, string>;
  validation: Record<string, string>;
}

