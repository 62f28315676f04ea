import { userOutputSchema, type User } from '@crashpad/sync';
import { uploadFiles, type UploadDeps, type UploadOptions } from '../../../lib/api-client/multipart-upload';

export type PhotoUploadDeps = UploadDeps;
export type PhotoUploadOptions = UploadOptions;

/**
 * POST /api/upload/user/images as multipart (field `photo`) with upload progress. Resolves with
 * the updated user; rejects with ApiError (413 too large, 415 not an image, 422 no file) or
 * OfflineError, like the api client.
 */
export async function uploadProfilePhoto(deps: PhotoUploadDeps, file: Blob, options: PhotoUploadOptions = {}): Promise<User> {
  const named = file instanceof File ? file : new File([file], 'photo', { type: file.type });
  const answer = await uploadFiles(deps, '/upload/user/images', 'photo', [named], userOutputSchema, options);
  return answer.user;
}
