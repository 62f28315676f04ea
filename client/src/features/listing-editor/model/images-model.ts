import { LISTING_IMAGE_MAX_BYTES, MAX_LISTING_IMAGES } from '@crashpad/sync';

/**
 * The images step (spec 2 §2, §9): up to 15 images of at most 6 MB, images only, in the order
 * the lister arranges them, one of them primary (the listing's thumbnail).
 */
export interface ImagesState {
  images: string[];
  thumbnail: string | null;
}

/** The primary image stays one of the images; with none chosen the first one is primary. */
function withPrimary(images: string[], thumbnail: string | null): ImagesState {
  return { images, thumbnail: thumbnail && images.includes(thumbnail) ? thumbnail : (images[0] ?? null) };
}

/** Moves the image at `from` to position `to` (drag and drop, or the move buttons). */
export function moveImage(state: ImagesState, from: number, to: number): ImagesState {
  const { images } = state;
  if (from === to || from < 0 || from >= images.length || to < 0 || to >= images.length) return state;
  const next = [...images];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return { images: next, thumbnail: state.thumbnail };
}

export function removeImage(state: ImagesState, url: string): ImagesState {
  return withPrimary(
    state.images.filter((u) => u !== url),
    state.thumbnail === url ? null : state.thumbnail,
  );
}

export function setPrimary(state: ImagesState, url: string): ImagesState {
  return state.images.includes(url) ? { ...state, thumbnail: url } : state;
}

/** A rotated image comes back under a new URL: it keeps its place and, if it was primary, that role. */
export function replaceImage(state: ImagesState, oldUrl: string, newUrl: string): ImagesState {
  return {
    images: state.images.map((u) => (u === oldUrl ? newUrl : u)),
    thumbnail: state.thumbnail === oldUrl ? newUrl : state.thumbnail,
  };
}

/** Appends uploaded URLs (never past the limit); the first image becomes primary when none is. */
export function addImages(state: ImagesState, urls: readonly string[]): ImagesState {
  const fresh = urls.filter((u) => !state.images.includes(u));
  return withPrimary([...state.images, ...fresh].slice(0, MAX_LISTING_IMAGES), state.thumbnail);
}

export type FileRefusal = 'type' | 'size' | 'count';
export interface FileCheck<F> {
  accepted: F[];
  refused: { file: F; reason: FileRefusal }[];
}

type FileLike = { name: string; type: string; size: number };

/** Picks the files that may be uploaded: images only, 6 MB each, no more than the room left of 15. */
export function checkImageFiles<F extends FileLike>(files: readonly F[], current: number): FileCheck<F> {
  const out: FileCheck<F> = { accepted: [], refused: [] };
  for (const file of files) {
    if (!file.type.startsWith('image/')) out.refused.push({ file, reason: 'type' });
    else if (file.size > LISTING_IMAGE_MAX_BYTES) out.refused.push({ file, reason: 'size' });
    else if (current + out.accepted.length >= MAX_LISTING_IMAGES) out.refused.push({ file, reason: 'count' });
    else out.accepted.push(file);
  }
  return out;
}
