import type { WidthVariants } from '../../../platform/files/image-normaliser.js';
import type { ImageUploadService } from '../../uploads/image-upload-service.js';
import { PHOTO_SPECS, renderPhoto, type PhotoKind } from './photo-pool.js';

/** Photos per demo listing (spec 2 §5 asks for at least one; real listings show several). */
export const MIN_PHOTOS = 3;
export const MAX_PHOTOS = 6;

/** Rooms with three or more beds are shown as bunk rooms, smaller ones as bedrooms. */
const kindOfRoom = (beds: number): PhotoKind => (beds >= 3 ? 'bunk-room' : 'bed-room');

/**
 * Which pool photos (indices into PHOTO_SPECS) listing number `index` shows, in order: a house
 * front first (it becomes the thumbnail), one picture per room matching its beds, then the
 * living room and more rooms up to 3–6 photos. Never the same photo twice in one listing.
 */
export function photoPlan(index: number, roomBeds: readonly number[]): number[] {
  const count = MIN_PHOTOS + ((index * 5) % (MAX_PHOTOS - MIN_PHOTOS + 1));
  const wanted: PhotoKind[] = ['exterior', ...roomBeds.map(kindOfRoom), 'living', 'bunk-room', 'bed-room', 'bunk-room', 'bed-room'];
  const used = new Set<number>();
  const picked: number[] = [];
  for (const kind of wanted) {
    if (picked.length === count) break;
    const ofKind = PHOTO_SPECS.flatMap((s, i) => (s.kind === kind && !used.has(i) ? [i] : []));
    if (ofKind.length === 0) continue;
    const choice = ofKind[(index + picked.length) % ofKind.length]!;
    used.add(choice);
    picked.push(choice);
  }
  return picked;
}

/**
 * Renders every pool photo once and puts it through the upload normaliser (sniff, WebP detail
 * and card variants). Two at a time: sharp already spreads one image over the cores.
 */
export async function renderPhotoPool(images: ImageUploadService): Promise<WidthVariants[]> {
  const pool: WidthVariants[] = [];
  let next = 0;
  const worker = async () => {
    while (next < PHOTO_SPECS.length) {
      const i = next++;
      const variants = await images.normalise(await renderPhoto(PHOTO_SPECS[i]!));
      if (!variants) throw new Error(`demo photo ${i} did not render`);
      pool[i] = variants;
    }
  };
  await Promise.all([worker(), worker()]);
  return pool;
}

/** Stores the planned photos for one listing as `owner`'s uploads; answers their detail URLs. */
export async function storeListingPhotos(images: ImageUploadService, pool: WidthVariants[], owner: string, plan: number[]): Promise<string[]> {
  const urls: string[] = [];
  for (const i of plan) urls.push(await images.storeFor(owner, pool[i]!));
  return urls;
}
