import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { memoryFileStore } from '../../../platform/files/memory-file-store.js';
import { openEmbeddedStore } from '../../../platform/store/embedded.js';
import { ManualClock } from '../../../platform/clock.js';
import type { AppContext } from '../../../app-context.js';
import { imageUploadService } from '../../uploads/image-upload-service.js';
import { uploadsRepo } from '../../uploads/uploads-repo.js';
import { MAX_PHOTOS, MIN_PHOTOS, photoPlan, renderPhotoPool } from './demo-photos.js';
import { PHOTO_SPECS, photoSvg } from './photo-pool.js';

describe('demo photo plan', () => {
  it('gives each listing 3–6 different photos, a house front first and rooms that match its beds', () => {
    const counts = new Set<number>();
    for (let index = 0; index < 40; index++) {
      const plan = photoPlan(index, [6, 6]);
      counts.add(plan.length);
      expect(plan.length).toBeGreaterThanOrEqual(MIN_PHOTOS);
      expect(plan.length).toBeLessThanOrEqual(MAX_PHOTOS);
      expect(new Set(plan).size).toBe(plan.length);
      expect(PHOTO_SPECS[plan[0]!]!.kind).toBe('exterior');
      expect(PHOTO_SPECS[plan[1]!]!.kind).toBe('bunk-room');
      expect(PHOTO_SPECS[plan[2]!]!.kind).toBe('bunk-room');
    }
    expect([...counts].sort()).toEqual([3, 4, 5, 6]);
    expect(PHOTO_SPECS[photoPlan(1, [2, 2])[1]!]!.kind).toBe('bed-room');
    // Neighbouring listings do not open with the same house.
    expect(photoPlan(0, [4])[0]).not.toBe(photoPlan(1, [4])[0]);
  });
});

describe('demo photo pool', () => {
  it('renders twenty-one distinct scenes without network into the two upload variants', async () => {
    expect(PHOTO_SPECS).toHaveLength(21);
    // No external references: every scene is self-contained vector art.
    for (const spec of PHOTO_SPECS) expect(photoSvg(spec)).not.toMatch(/href|url\((?!#)/);
    const app = { clock: new ManualClock(), store: await openEmbeddedStore(null) } as unknown as AppContext;
    const images = imageUploadService({ app, files: memoryFileStore(), uploads: uploadsRepo(app.store) });
    const pool = await renderPhotoPool(images);
    expect(pool).toHaveLength(21);
    const hashes = new Set(pool.map((v) => createHash('sha256').update(v.detail).digest('hex')));
    expect(hashes.size).toBe(21);
    for (const variants of pool) {
      const [detail, card] = await Promise.all([sharp(variants.detail).stats(), sharp(variants.card).metadata()]);
      expect(card).toMatchObject({ format: 'webp', width: 480, height: 270 });
      // A real picture, not a blank canvas: the channels vary.
      expect(detail.channels[0]!.stdev).toBeGreaterThan(20);
    }
  });
});
