import { ErrorCode, errorStatus } from '@crashpad/sync';

/**
 * The one error type services throw. The error middleware turns it into
 * `{ code, message, fields? }` with the code's HTTP status, translated for X-Locale.
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly options: {
      /** i18n key (`errors.*`/`validation.*`) or already-final text; default errors.<code>. */
      messageKey?: string;
      /** field → i18n key, in the order the form checks them. */
      fields?: Record<string, string>;
      status?: number;
      /** rate_limited: seconds until the limit resets, sent as Retry-After. */
      retryAfterSeconds?: number;
      /** Extra entries for the answer's `data` (payment errors: Stripe's error first, spec 1 §8). */
      data?: unknown[];
    } = {},
  ) {
    super(code);
    this.status = options.status ?? errorStatus[code];
  }
}

export const fail = (code: ErrorCode, options?: AppError['options']): never => {
  throw new AppError(code, options);
};
export { ErrorCode };
