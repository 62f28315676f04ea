import type { ApiErrorBody } from '@crashpad/sync';

/** An error answer of the API: `{ code, message, fields? }` plus the HTTP status. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** One of sync's ErrorCode values; `internal_error` when the body was not our error model. */
  readonly code: string;
  /** Field name → translated message (validation errors), in the order the form checks them. */
  readonly fields: Record<string, string>;
  /**
   * Details the answer carries beside the message, as sent (e.g. a 402 payment failure holds
   * the Stripe error as `data[0]`, which the payment error modal reads; spec 1 §8).
   */
  readonly data: readonly unknown[];

  constructor(status: number, body: Pick<ApiErrorBody, 'message'> & { code: string; fields?: Record<string, string>; data?: readonly unknown[] }) {
    super(body.message);
    this.status = status;
    this.code = body.code;
    this.fields = body.fields ?? {};
    this.data = body.data ?? [];
  }
}

/**
 * The server answered with a shape the call's schema does not accept (an older or newer server,
 * a proxy's page): the answer is not used. `issues` are the schema's, as Standard Schema gives them.
 */
export class UnexpectedAnswerError extends Error {
  override readonly name = 'UnexpectedAnswerError';
  readonly issues: readonly { message: string }[];
  constructor(issues: readonly { message: string }[]) {
    super(issues[0]?.message ?? 'unexpected answer');
    this.issues = issues;
  }
}

/** The request could not reach the server: the device is offline or the network failed. */
export class OfflineError extends Error {
  override readonly name = 'OfflineError';
  constructor(cause?: unknown) {
    super('offline', cause === undefined ? undefined : { cause });
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Turns any error answer into an ApiError. Bodies that are not our error model (a proxy's HTML
 * page, an empty 502) still give a usable error: code `internal_error` for 5xx, `unknown` else.
 */
export function toApiError(status: number, body: unknown): ApiError {
  if (isRecord(body) && typeof body.code === 'string' && typeof body.message === 'string') {
    const fields = isRecord(body.fields)
      ? Object.fromEntries(Object.entries(body.fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
      : undefined;
    const data = Array.isArray(body.data) ? (body.data as unknown[]) : undefined;
    return new ApiError(status, { code: body.code, message: body.message, fields, data });
  }
  return new ApiError(status, { code: status >= 500 ? 'internal_error' : 'unknown', message: `HTTP ${status}` });
}
