export class EmulatorError extends Error {
    status;
    body;
    executed;
    constructor(status, body, 
    /** Whether Stripe stores this answer under the idempotency key (errors after execution started). */
    executed = false) {
        super(body.message);
        this.status = status;
        this.body = body;
        this.executed = executed;
    }
}
export function invalidRequest(message, param, code) {
    return new EmulatorError(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}), ...(code ? { code } : {}) });
}
export function missingParam(param) {
    return invalidRequest(`Missing required param: ${param}.`, param, 'parameter_missing');
}
export function noSuchObject(kind, id, param = 'id') {
    return new EmulatorError(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such ${kind}: '${id}'`,
        param,
        doc_url: 'https://stripe.com/docs/error-codes/resource-missing',
    });
}
export function unexpectedState(message) {
    return invalidRequest(message, undefined, 'unexpected_state');
}
