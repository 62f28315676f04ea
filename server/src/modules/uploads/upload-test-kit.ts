import sharp from 'sharp';
import type { TestServer } from '../../test-support/test-server.js';

/** A solid-colour test image of the given size and format, made in memory. */
export function makeImage(width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'gif' = 'png'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } } })[format]().toBuffer();
}

export interface Part {
  field: string;
  data: Buffer | Uint8Array;
  filename: string;
  type: string;
}

/** Posts a multipart form to /api`path` and answers status and parsed JSON. */
export async function postFiles(server: TestServer, path: string, token: string | null, parts: Part[]) {
  const form = new FormData();
  for (const p of parts) form.append(p.field, new Blob([new Uint8Array(p.data)], { type: p.type }), p.filename);
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const res = await fetch(`${server.url}/api${path}`, { method: 'POST', headers, body: form });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { code?: string } };
}

/** The stored bytes behind a /files/ URL, fetched like a browser would. */
export async function fetchFile(server: TestServer, url: string) {
  const res = await fetch(`${server.url}${url}`);
  return { status: res.status, type: res.headers.get('content-type'), cache: res.headers.get('cache-control'), data: Buffer.from(await res.arrayBuffer()) };
}
