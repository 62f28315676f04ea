// Listing image URLs (schemas: uploads.ts) without valibot: the client's home page and
// shell use them, and its first load and precache should not carry the schema library (issue 11).

/** A detail URL of a listing image this server made. */
export const LISTING_IMAGE_URL_PATTERN = /^\/files\/listings\/([0-9A-HJKMNP-TV-Z]{26})\.webp$/;

/** The card variant of a listing image URL; other URLs (older uploads, placeholders) stay as they are. */
export function cardImageUrl(detailUrl: string): string {
  return LISTING_IMAGE_URL_PATTERN.test(detailUrl) ? detailUrl.replace(/\.webp$/, '-card.webp') : detailUrl;
}
