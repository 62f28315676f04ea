import type { IncomingMessage } from 'node:http';
import { ulid } from 'ulid';
import {
  LISTING_IMAGE_CARD_WIDTH,
  LISTING_IMAGE_DETAIL_WIDTH,
  LISTING_IMAGE_MAX_BYTES,
  LISTING_IMAGE_URL_PATTERN,
  MAX_LISTING_IMAGES,
  UPLOAD_IMAGE_FIELD,
  UPLOAD_IMAGES_FIELD,
} from '@crashpad/sync';
import { AppError } from '../../http/app-error.js';
import type { AuthState } from '../../http/auth.js';
import { toWidthVariants, type WidthVariants } from '../../platform/files/image-normaliser.js';
import { sniffImage } from '../../platform/files/image-sniff.js';
import { readFiles } from '../../platform/files/multipart-file.js';
import { filesOrThrow } from './multipart-errors.js';
import { isoNow, type UploadsDeps } from './uploads-deps.js';

const WIDTHS = { detail: LISTING_IMAGE_DETAIL_WIDTH, card: LISTING_IMAGE_CARD_WIDTH };
const keysOf = (id: string) => ({ detail: `listings/${id}.webp`, card: `listings/${id}-card.webp` });

/** Listing images (spec 2 §2 images step): upload one or many, rotate one. */
export function imageUploadService(deps: UploadsDeps) {
  /** Stores both variants under a fresh id and records the owner; answers the detail URL. */
  async function store(owner: string, variants: WidthVariants, rotatedFrom: string | null): Promise<string> {
    const id = ulid(deps.app.clock.now());
    const keys = keysOf(id);
    await deps.files.put(keys.card, variants.card, 'image/webp');
    await deps.files.put(keys.detail, variants.detail, 'image/webp');
    const urls = [`/files/${keys.detail}`, `/files/${keys.card}`];
    await deps.uploads.insert({ _id: id, owner, kind: 'listing_image', urls, rotated_from: rotatedFrom, created_at: isoNow(deps) });
    return urls[0]!;
  }

  /**
   * Reads up to `max` images of `field`, refuses the whole request if any one is not a JPEG,
   * PNG, WebP or GIF by its bytes (SVG never is) or does not decode, and only then stores our
   * re-encodings, so a refused request leaves no files behind.
   */
  async function receive(auth: AuthState, req: IncomingMessage, field: string, max: number): Promise<string[]> {
    const outcome = await readFiles(req, { fields: [field], maxBytes: LISTING_IMAGE_MAX_BYTES, maxFiles: max });
    const received = filesOrThrow(outcome, field, { tooMany: 'validation.images_max', missing: 'validation.image_required' });
    if (received.some((f) => !sniffImage(f.data))) throw new AppError('unsupported_media_type');
    const rendered: WidthVariants[] = [];
    // One at a time: sharp already uses the cores, and 15 decodes at once would hold 15 bitmaps.
    for (const file of received) {
      const variants = await toWidthVariants(file.data, WIDTHS);
      if (!variants) throw new AppError('unsupported_media_type');
      rendered.push(variants);
    }
    const urls: string[] = [];
    for (const variants of rendered) urls.push(await store(auth.user._id, variants, null));
    return urls;
  }

  return {
    /**
     * Images the server makes itself (demo photos): checked by their bytes and re-encoded to
     * the same two variants as an upload. Null when the bytes are not an image we accept.
     */
    async normalise(data: Buffer): Promise<WidthVariants | null> {
      return sniffImage(data) ? toWidthVariants(data, WIDTHS) : null;
    },
    /**
     * Stores variants made by `normalise` for `owner` under a fresh id, exactly as an upload
     * is stored (owner recorded, /files URLs); answers the detail URL. One rendering may be
     * stored for several owners: each copy gets its own id.
     */
    storeFor: (owner: string, variants: WidthVariants) => store(owner, variants, null),

    /** POST /upload/images: field `image[]`, up to 15 images. */
    receiveMany: (auth: AuthState, req: IncomingMessage) => receive(auth, req, UPLOAD_IMAGES_FIELD, MAX_LISTING_IMAGES),
    /** POST /upload/image: field `image`, one image. */
    receiveOne: async (auth: AuthState, req: IncomingMessage) => (await receive(auth, req, UPLOAD_IMAGE_FIELD, 1))[0]!,

    /**
     * POST /upload/image-rotate: the caller's own image turned 90° clockwise under a new id, so
     * the old URL's year-long cache entries stay correct. The old files stay: a saved listing
     * may still point at them until the lister saves again.
     */
    async rotate(auth: AuthState, imageUrl: string): Promise<string> {
      const id = LISTING_IMAGE_URL_PATTERN.exec(imageUrl)?.[1];
      const upload = id ? await deps.uploads.byId(id) : null;
      if (!id || !upload || upload.kind !== 'listing_image') throw new AppError('not_found');
      if (upload.owner !== auth.user._id) throw new AppError('forbidden');
      const source = await deps.files.get(keysOf(id).detail);
      if (!source) throw new AppError('not_found');
      const variants = await toWidthVariants(source.data, WIDTHS, 90);
      if (!variants) throw new AppError('internal_error');
      return store(auth.user._id, variants, id);
    },
  };
}
export type ImageUploadService = ReturnType<typeof imageUploadService>;
