import { PHOTO_MAX_BYTES } from '@crashpad/sync';
import { describe, expect, it } from 'vitest';
import { checkPhotoFile, photoMaxMegabytes, uploadPercent } from './photo-file';

describe('checkPhotoFile', () => {
  it('accepts JPEG, PNG, WebP and GIF up to 6 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/gif']) expect(checkPhotoFile({ type, size: 1000 })).toBeNull();
    expect(checkPhotoFile({ type: 'image/jpeg', size: PHOTO_MAX_BYTES })).toBeNull();
  });
  it('refuses other types, including images the server cannot read', () => {
    expect(checkPhotoFile({ type: 'application/pdf', size: 10 })).toBe('type');
    expect(checkPhotoFile({ type: 'image/svg+xml', size: 10 })).toBe('type');
    expect(checkPhotoFile({ type: '', size: 10 })).toBe('type');
  });
  it('refuses files over the limit and empty files', () => {
    expect(checkPhotoFile({ type: 'image/png', size: PHOTO_MAX_BYTES + 1 })).toBe('size');
    expect(checkPhotoFile({ type: 'image/png', size: 0 })).toBe('empty');
  });
  it('states the limit in megabytes', () => {
    expect(photoMaxMegabytes()).toBe(6);
  });
});

describe('uploadPercent', () => {
  it('rounds down and clamps to 0–100', () => {
    expect(uploadPercent(0, 200)).toBe(0);
    expect(uploadPercent(199, 200)).toBe(99);
    expect(uploadPercent(200, 200)).toBe(100);
    expect(uploadPercent(300, 200)).toBe(100);
  });
  it('is 0 when the total is unknown', () => {
    expect(uploadPercent(50, 0)).toBe(0);
    expect(uploadPercent(50, Number.NaN)).toBe(0);
  });
});
