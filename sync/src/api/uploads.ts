import * as v from 'valibot';
import { LISTING_IMAGE_URL_PATTERN } from './listing-image-urls.js';

/**
 * Listing uploads (spec 2 §7 /upload/*). Multipart requests, JSON answers. Every listing image
 * is stored as two WebP files under one server-made id:
 * - detail `/files/listings/<id>.webp` (at most LISTING_IMAGE_DETAIL_WIDTH px wide), the URL
 *   the API answers and listings store;
 * - card `/files/listings/<id>-card.webp` (at most LISTING_IMAGE_CARD_WIDTH px wide), derived
 *   from the detail URL with `cardImageUrl`.
 * PDFs are stored as `/files/docs/<id>.pdf`; a listing keeps `url::::name` (DOCUMENT_NAME_SEPARATOR).
 */

/** Multipart field names. */
export const UPLOAD_IMAGES_FIELD = 'image[]';
export const UPLOAD_IMAGE_FIELD = 'image';
export const UPLOAD_PDF_FIELD = 'files';

const listingImageUrlSchema = v.pipe(v.string('validation.file_path_invalid'), v.regex(LISTING_IMAGE_URL_PATTERN, 'validation.file_path_invalid'));

/** POST /upload/images (field `image[]`, 1–15 files): detail URLs in the order sent. */
export const uploadImagesOutputSchema = v.strictObject({ urls: v.array(listingImageUrlSchema) });

/** POST /upload/image-rotate: the caller's own image, turned 90° clockwise under a new id. */
export const rotateImageInputSchema = v.strictObject({ image_url: listingImageUrlSchema });
export const rotateImageOutputSchema = v.strictObject({ image_url: listingImageUrlSchema });

/** An uploaded PDF: its URL and the sanitised original file name to show. */
const uploadedDocumentSchema = v.strictObject({
  name: v.string(),
  url: v.pipe(v.string(), v.regex(/^\/files\/docs\/[0-9A-HJKMNP-TV-Z]{26}\.pdf$/)),
});
/** POST /upload/pdf (field `files`, 1–3 PDFs). */
export const uploadPdfOutputSchema = v.strictObject({ files: v.array(uploadedDocumentSchema) });
export type UploadPdfOutput = v.InferOutput<typeof uploadPdfOutputSchema>;
