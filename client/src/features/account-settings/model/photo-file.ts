import { PHOTO_MAX_BYTES } from '@crashpad/sync';

/** What the server accepts as a profile photo (it re-checks the bytes and re-encodes them). */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');

export type PhotoProblem = 'type' | 'size' | 'empty';

/**
 * Checks a chosen file before uploading it, so a 40 MB camera original or a PDF fails at once
 * instead of after a long upload. The server stays the authority (413/415).
 */
export function checkPhotoFile(file: Pick<File, 'type' | 'size'>, maxBytes: number = PHOTO_MAX_BYTES): PhotoProblem | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > maxBytes) return 'size';
  return null;
}

/** Whole percent of an upload, 0–100; unknown totals count as 0 until the upload ends. */
export function uploadPercent(loaded: number, total: number): number {
  if (!Number.isFinite(total) || total <= 0) return 0;
  return Math.max(0, Math.min(100, Math.floor((loaded / total) * 100)));
}

/** "6 MB" for the hint and the size message. */
export const photoMaxMegabytes = (maxBytes: number = PHOTO_MAX_BYTES) => Math.round(maxBytes / (1024 * 1024));
