import type { Context } from 'koa';
import { translateShared, type ApiErrorBody, type Language } from '@crashpad/sync';
import { AppError } from './app-error.js';

function translate(locale: Language, keyOrText: string): string {
  return translateShared(locale, keyOrText);
}

/** Maps errors thrown by Koa itself or by parsers (HttpError with a status) to our codes. */
function fromHttpStatus(status: number): AppError | null {
  if (status === 413) return new AppError('payload_too_large');
  if (status === 415) return new AppError('unsupported_media_type');
  if (status === 404) return new AppError('not_found');
  if (status === 400 || status === 422) return new AppError('validation_failed', { status: 400 });
  return null;
}

/**
 * The client went away mid-request (connection reset or request aborted): nobody reads the answer.
 * Node destroys a request once its whole body is read, so `req.destroyed` alone would take every
 * failure after the body of a POST for an abort (and hide it from the log): only an incomplete
 * body, or an answer whose connection is gone, counts.
 */
export function isClientAbort(ctx: Pick<Context, 'req' | 'res'>, err: unknown): boolean {
  const code = (err as { code?: string }).code;
  if (code === 'ECONNRESET' || code === 'ECONNABORTED' || (err as Error).message === 'aborted') return true;
  return (ctx.req.destroyed && !ctx.req.complete) || ctx.res.destroyed;
}

/** An /api request no route answered becomes the not_found error answer (thrown, so answerError shapes it). */
export function failUnanswered(ctx: Context): void {
  if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api')) throw new AppError('not_found');
}

/**
 * One place turns every failure into `{ code, message, fields? }`: the answer envelope
 * (answer-envelope.ts) hands it whatever the layers inside threw. Unknown errors become
 * internal_error without a stack trace in the answer (it goes to the log instead).
 */
export function answerError(ctx: Context, err: unknown): void {
  let appError: AppError;
  if (err instanceof AppError) appError = err;
  else {
    const status = (err as { status?: number; expose?: boolean }).status;
    appError = (typeof status === 'number' && fromHttpStatus(status)) || new AppError('internal_error');
    if (appError.code === 'internal_error' && isClientAbort(ctx, err)) {
      // Flaky networks drop requests every day (the outbox retries them); not a server fault to log.
      appError = new AppError('validation_failed', { messageKey: 'validation.invalid', status: 400 });
    } else if (appError.code === 'internal_error') console.error('[error]', ctx.method, ctx.path, err);
  }
  const locale: Language = ctx.state.locale ?? 'en';
  const body: ApiErrorBody = {
    code: appError.code,
    message: translate(locale, appError.options.messageKey ?? `errors.${appError.code}`),
  };
  if (appError.options.fields) {
    body.fields = Object.fromEntries(
      Object.entries(appError.options.fields).map(([field, key]) => [field, translate(locale, key)]),
    );
  }
  if (appError.options.data) body.data = appError.options.data;
  ctx.status = appError.status;
  ctx.body = body;
  if (appError.options.retryAfterSeconds !== undefined) ctx.set('Retry-After', String(appError.options.retryAfterSeconds));
  ctx.set('Cache-Control', 'no-store');
}
