import { DOCUMENT_NAME_SEPARATOR, LISTING_IMAGE_URL_PATTERN, type ListingInput } from '@crashpad/sync';
import { AppError } from '../../http/app-error.js';
import type { UploadKind, UploadsRepo } from '../uploads/uploads-repo.js';

/** A PDF this server stored: `/files/docs/<upload id>.pdf` (document-upload-service.ts). */
const LISTING_DOCUMENT_URL_PATTERN = /^\/files\/docs\/([0-9A-HJKMNP-TV-Z]{26})\.pdf$/;

interface FileRef {
  field: string;
  kind: UploadKind;
  /** The upload id, or null when the path is not one this server hands out for that kind. */
  id: string | null;
}

/**
 * A listing may only show files its owner uploaded: every image (the thumbnail is one of them)
 * and every PDF must be an upload recorded with this owner and kind. Someone else's upload,
 * a path nobody uploaded, a card variant or a profile photo are all refused with
 * `file_not_owned`, naming each offending field in the form's order; nothing is saved.
 */
export async function assertOwnListingFiles(uploads: UploadsRepo, ownerId: string, input: Pick<ListingInput, 'images' | 'rules_policies_doc'>): Promise<void> {
  const refs: FileRef[] = [
    ...input.rules_policies_doc.map((doc, i) => {
      const path = doc.split(DOCUMENT_NAME_SEPARATOR)[0] ?? '';
      return { field: `rules_policies_doc.${i}`, kind: 'listing_document' as const, id: LISTING_DOCUMENT_URL_PATTERN.exec(path)?.[1] ?? null };
    }),
    ...input.images.map((url, i) => ({ field: `images.${i}`, kind: 'listing_image' as const, id: LISTING_IMAGE_URL_PATTERN.exec(url)?.[1] ?? null })),
  ];
  const owned = new Map<UploadKind, Set<string>>();
  for (const kind of ['listing_document', 'listing_image'] as const) {
    const ids = refs.flatMap((r) => (r.kind === kind && r.id ? [r.id] : []));
    owned.set(kind, await uploads.ownedIds(ownerId, kind, [...new Set(ids)]));
  }
  const refused = refs.filter((r) => !r.id || !owned.get(r.kind)!.has(r.id));
  if (refused.length > 0) {
    throw new AppError('file_not_owned', { fields: Object.fromEntries(refused.map((r) => [r.field, 'errors.file_not_owned'])) });
  }
}
