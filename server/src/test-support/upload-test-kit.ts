import sharp from 'sharp';
import type { TestServer } from './test-server.js';

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

/** A minimal document that passes the `%PDF-` check. */
export const TEST_PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Uploads one real image as the holder of `token`; answers its detail URL. */
export async function uploadTestImage(server: TestServer, token: string): Promise<string> {
  const res = await postFiles(server, '/upload/images', token, [{ field: 'image[]', data: await makeImage(64, 48), filename: 'room.png', type: 'image/png' }]);
  if (res.status !== 200) throw new Error(`image upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body.urls as string[])[0]!;
}

/** Uploads one PDF as the holder of `token`; answers its URL. */
export async function uploadTestPdf(server: TestServer, token: string): Promise<string> {
  const res = await postFiles(server, '/upload/pdf', token, [{ field: 'files', data: TEST_PDF, filename: 'lease.pdf', type: 'application/pdf' }]);
  if (res.status !== 200) throw new Error(`pdf upload failed: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body.files as { url: string }[])[0]!.url;
}
