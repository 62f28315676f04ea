import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { diskFileStore } from './disk-file-store.js';
import { isPdf } from './document-sniff.js';
import { sniffImage } from './image-sniff.js';
import { memoryFileStore } from './memory-file-store.js';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('file stores', () => {
  it.each([
    ['memory', async () => memoryFileStore()],
    ['disk', async () => {
      const dir = await mkdtemp(join(tmpdir(), 'crashpad-files-'));
      dirs.push(dir);
      return diskFileStore(dir);
    }],
  ])('%s: put, get, delete, and refuse unsafe keys', async (_name, make) => {
    const store = await make();
    await store.put('photos/abc.webp', Buffer.from('RIFF....WEBP'), 'image/webp');
    expect(await store.get('photos/abc.webp')).toEqual({ data: Buffer.from('RIFF....WEBP'), contentType: 'image/webp' });
    await store.delete('photos/abc.webp');
    expect(await store.get('photos/abc.webp')).toBeNull();
    await expect(store.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    await expect(store.put('photos/../../x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow();
  });
});

describe('image sniffing', () => {
  it('recognises the four image kinds by magic bytes only', () => {
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('jpeg');
    expect(sniffImage(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(sniffImage(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(sniffImage(Buffer.from('GIF89a'))).toBe('gif');
    expect(sniffImage(Buffer.from('GIF80a'))).toBeNull();
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImage(Buffer.from('RIFF\0\0\0\0WAVE'))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });
});

describe('PDF sniffing', () => {
  it('accepts only bytes that start with a %PDF- header', () => {
    expect(isPdf(Buffer.from('%PDF-1.7\n%âãÏÓ\n'))).toBe(true);
    expect(isPdf(Buffer.from('<html>%PDF-1.7</html>'))).toBe(false);
    expect(isPdf(Buffer.from(' %PDF-1.7 leading junk'))).toBe(false);
    expect(isPdf(Buffer.from('%PDF-x.y.z'))).toBe(false);
    expect(isPdf(Buffer.from('%PDF-'))).toBe(false);
  });
});
