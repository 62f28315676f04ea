import busboy from 'busboy';
import type { IncomingMessage } from 'node:http';

export interface ReceivedFile {
  data: Buffer;
  /** The client's file name and declared type: informational only, never trusted. */
  filename: string;
  mimeType: string;
}

export type MultipartOutcome =
  | { kind: 'file'; file: ReceivedFile }
  | { kind: 'missing' }
  | { kind: 'too_large' }
  | { kind: 'malformed' };

/**
 * Reads one file field from a multipart request with explicit limits (STACK-NOTES #12: the
 * defaults allow huge files and unlimited parts). The body is always read to the end, even
 * past a limit, so the client gets our answer instead of a reset connection; reading stops
 * hard only when the body is far beyond anything legitimate.
 */
export function readSingleFile(
  req: IncomingMessage,
  options: { field: string; maxBytes: number; maxFields?: number },
): Promise<MultipartOutcome> {
  return new Promise((resolve) => {
    let bb: busboy.Busboy;
    try {
      bb = busboy({
        headers: req.headers,
        limits: { files: 1, fileSize: options.maxBytes, fields: options.maxFields ?? 5, parts: 8, fieldSize: 1024, headerPairs: 20 },
      });
    } catch {
      resolve({ kind: 'malformed' });
      return;
    }
    let file: ReceivedFile | null = null;
    let tooLarge = false;
    let settled = false;
    const finish = (outcome: MultipartOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    // A hard ceiling on what we read at all: twice the file limit plus room for headers.
    const hardLimit = options.maxBytes * 2 + 64 * 1024;
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > hardLimit) {
        req.unpipe(bb);
        req.resume();
        finish({ kind: 'too_large' });
      }
    });

    bb.on('file', (name, stream, info) => {
      if (name !== options.field || file) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        tooLarge = true;
      });
      stream.on('end', () => {
        if (!tooLarge) file = { data: Buffer.concat(chunks), filename: info.filename ?? '', mimeType: info.mimeType };
      });
    });
    bb.on('error', () => finish({ kind: 'malformed' }));
    bb.on('close', () => {
      if (tooLarge) finish({ kind: 'too_large' });
      else if (file) finish({ kind: 'file', file });
      else finish({ kind: 'missing' });
    });
    req.on('error', () => finish({ kind: 'malformed' }));
    req.pipe(bb);
  });
}
