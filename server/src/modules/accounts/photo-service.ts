import type { IncomingMessage } from 'node:http';
import { ulid } from 'ulid';
import { PHOTO_MAX_BYTES, PHOTO_SIZE_PX } from '@crashpad/sync';
import { AppError } from '../../http/app-error.js';
import { toSquareWebp } from '../../platform/files/image-normaliser.js';
import { sniffImage } from '../../platform/files/image-sniff.js';
import { readSingleFile } from '../../platform/files/multipart-file.js';
import type { AccountsDeps } from './accounts-deps.js';

/**
 * POST /upload/user/images: one `photo` file up to 6 MB, accepted only when its bytes are a
 * JPEG, PNG, WebP or GIF, and stored only as our own 512×512 WebP re-encoding (no metadata,
 * nothing the client wrote survives). Answers the public path of the stored file.
 */
export async function receiveProfilePhoto(deps: AccountsDeps, req: IncomingMessage): Promise<string> {
  const outcome = await readSingleFile(req, { field: 'photo', maxBytes: PHOTO_MAX_BYTES });
  if (outcome.kind === 'too_large') throw new AppError('payload_too_large');
  if (outcome.kind !== 'file') {
    throw new AppError('validation_failed', { messageKey: 'validation.image_required', fields: { photo: 'validation.image_required' } });
  }
  if (!sniffImage(outcome.file.data)) throw new AppError('unsupported_media_type');
  const webp = await toSquareWebp(outcome.file.data, PHOTO_SIZE_PX);
  if (!webp) throw new AppError('unsupported_media_type');
  const key = `photos/${ulid(deps.app.clock.now())}.webp`;
  await deps.files.put(key, webp, 'image/webp');
  return `/files/${key}`;
}
