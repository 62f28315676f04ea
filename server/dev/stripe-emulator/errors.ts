/**
 * Errors in Stripe's wire format: `{error: {type, code, decline_code, message, param, ...}}` with
 * the HTTP status the SDK maps to its classes (402 → StripeCardError, 400/404 →
 * StripeInvalidRequestError or StripeIdempotencyError, 401 → StripeAuthenticationError).
 */
export interface StripeErrorBody {
  type: 'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error';
  code?: string;
  decline_code?: string;
  message: string;
  param?: string;
  doc_url?: string;
  charge?: string;
  payment_intent?: unknown;
  setup_intent?: unknown;
  payment_method?: unknown;
  request_log_url?: string;
}

export class EmulatorError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
    /** Whether Stripe stores this answer under the idempotency key (errors after execution started). */
    readonly executed = false,
  ) {
    super(body.message);
  }
}

export function invalidRequest(message: string, param?: string, code?: string): EmulatorError {
  return new EmulatorError(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}), ...(code ? { code } : {}) });
}

export function missingParam(param: string): EmulatorError {
  return invalidRequest(`Missing required param: ${param}.`, param, 'parameter_missing');
}

export function noSuchObject(kind: string, id: string, param = 'id'): EmulatorError {
  return new EmulatorError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param,
    doc_url: 'https://stripe.com/docs/error-codes/resource-missing',
  });
}

export function unexpectedState(message: string): EmulatorError {
  return invalidRequest(message, undefined, 'unexpected_state');
}
