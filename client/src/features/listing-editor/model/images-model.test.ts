import { describe, expect, it } from 'vitest';
import { addImages, checkImageFiles, moveImage, removeImage, replaceImage, setPrimary } from './images-model';

const file = (name: string, type: string, size: number) => ({ name, type, size });
const state = { images: ['/a', '/b', '/c'], thumbnail: '/b' };

describe('images model (spec 2 §2 images step)', () => {
  it('moves an image and keeps the primary image by URL', () => {
    expect(moveImage(state, 0, 2)).toEqual({ images: ['/b', '/c', '/a'], thumbnail: '/b' });
    expect(moveImage(state, 2, 0)).toEqual({ images: ['/c', '/a', '/b'], thumbnail: '/b' });
    expect(moveImage(state, 0, 3)).toBe(state);
    expect(moveImage(state, -1, 0)).toBe(state);
  });

  it('makes the first image primary when the primary one is removed or none was chosen', () => {
    expect(removeImage(state, '/b')).toEqual({ images: ['/a', '/c'], thumbnail: '/a' });
    expect(removeImage(state, '/c')).toEqual({ images: ['/a', '/b'], thumbnail: '/b' });
    expect(removeImage({ images: ['/a'], thumbnail: '/a' }, '/a')).toEqual({ images: [], thumbnail: null });
    expect(addImages({ images: [], thumbnail: null }, ['/x', '/y'])).toEqual({ images: ['/x', '/y'], thumbnail: '/x' });
  });

  it('sets the primary image only to one of the images', () => {
    expect(setPrimary(state, '/c').thumbnail).toBe('/c');
    expect(setPrimary(state, '/zzz')).toBe(state);
  });

  it('keeps place and primary role when a rotated image comes back under a new URL', () => {
    expect(replaceImage(state, '/b', '/b2')).toEqual({ images: ['/a', '/b2', '/c'], thumbnail: '/b2' });
  });

  it('never holds more than 15 images', () => {
    const many = Array.from({ length: 14 }, (_, i) => `/i${i}`);
    expect(addImages({ images: many, thumbnail: '/i0' }, ['/n1', '/n2']).images).toHaveLength(15);
  });

  it('accepts images of up to 6 MB within the room left, refusing the rest with a reason', () => {
    const check = checkImageFiles(
      [file('a.jpg', 'image/jpeg', 1000), file('b.pdf', 'application/pdf', 10), file('c.png', 'image/png', 6 * 1024 * 1024 + 1), file('d.webp', 'image/webp', 5), file('e.gif', 'image/gif', 5)],
      13,
    );
    expect(check.accepted.map((f) => f.name)).toEqual(['a.jpg', 'd.webp']);
    expect(check.refused.map((r) => [r.file.name, r.reason])).toEqual([
      ['b.pdf', 'type'],
      ['c.png', 'size'],
      ['e.gif', 'count'],
    ]);
  });
});
