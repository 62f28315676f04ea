import { AppError } from '../../http/app-error.js';
import type { MultipartFilesOutcome, ReceivedFile } from '../../platform/files/multipart-file.js';

/**
 * The files of a multipart outcome, or the spec's error: 413 too large, 422 too many files
 * (with the step's own "at most N" message) or nothing usable sent.
 */
export function filesOrThrow(
  outcome: MultipartFilesOutcome,
  field: string,
  keys: { tooMany: string; missing: string },
): ReceivedFile[] {
  switch (outcome.kind) {
    case 'files':
      return outcome.files;
    case 'too_large':
      throw new AppError('payload_too_large');
    case 'too_many':
      throw new AppError('validation_failed', { messageKey: keys.tooMany, fields: { [field]: keys.tooMany } });
    default:
      throw new AppError('validation_failed', { messageKey: keys.missing, fields: { [field]: keys.missing } });
  }
}
