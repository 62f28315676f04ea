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

export type MultipartFilesOutcome =
  | { kind: 'files'; files: ReceivedFile[] }
  | { kind: 'missing' }
  | { kind: 'too_large' }
  | { kind: 'too_many' }
  | { kind: 'malformed' };

export interface MultipartFilesOptions {
  /** Field names whose files are kept (e.g. `image[]`); files in other fields are skipped. */
  fields: readonly string[];
  /** Limit per file. */
  maxBytes: number;
  /** More files than this in the accepted fields answers too_many. */
  maxFiles: number;
  /** Skip files beyond maxFiles instead of answering too_many (single-file fields). */
  ignoreExtra?: boolean;
  maxFields?: number;
}

/**
 * Reads the files of some fields from a multipart request with explicit limits (STACK-NOTES #12:
 * the defaults allow huge files and unlimited parts). The body is always read to the end, even
 * past a limit, so the client gets our answer instead of a reset connection; reading stops hard
 * only when the body is far beyond anything legitimate. Size wins over count: a request that is
 * both too large and has too many files answers too_large.
 */
export function readFiles(req: IncomingMessage, options: MultipartFilesOptions): Promise<MultipartFilesOutcome> {
  return new Promise((resolve) => {
    // A hard ceiling on what we read at all: one file more than allowed, plus room for headers.
    const hardLimit = options.maxBytes * (options.maxFiles + 1) + 64 * 1024;
    if (Number(req.headers['content-length'] ?? 0) > hardLimit) {
      req.resume();
      resolve({ kind: 'too_large' });
      return;
    }
    let bb: busboy.Busboy;
    try {
      bb = busboy({
        headers: req.headers,
        limits: {
          // Counting is ours (accepted fields only); busboy's cap only bounds the work.
          files: options.maxFiles + 4,
          fileSize: options.maxBytes,
          fields: options.maxFields ?? 5,
          parts: options.maxFiles + 12,
          fieldSize: 1024,
          headerPairs: 20,
        },
      });
    } catch {
      resolve({ kind: 'malformed' });
      return;
    }
    const files: ReceivedFile[] = [];
    let accepted = 0;
    let tooLarge = false;
    let tooMany = false;
    let settled = false;
    const finish = (outcome: MultipartFilesOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
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
      // A body that ends inside a file (truncated, no closing boundary) makes busboy destroy the
      // file stream with an error; unheard, that error is uncaught and stops the whole process.
      stream.on('error', () => finish({ kind: 'malformed' }));
      if (!options.fields.includes(name)) {
        stream.resume();
        return;
      }
      accepted += 1;
      if (accepted > options.maxFiles) {
        if (!options.ignoreExtra) tooMany = true;
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      let truncated = false;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        truncated = true;
        tooLarge = true;
      });
      stream.on('end', () => {
        if (!truncated) files.push({ data: Buffer.concat(chunks), filename: info.filename ?? '', mimeType: info.mimeType });
      });
    });
    bb.on('filesLimit', () => {
      if (!options.ignoreExtra) tooMany = true;
    });
    bb.on('partsLimit', () => {
      if (!options.ignoreExtra) tooMany = true;
    });
    bb.on('error', () => finish({ kind: 'malformed' }));
    bb.on('close', () => {
      if (tooLarge) finish({ kind: 'too_large' });
      else if (tooMany) finish({ kind: 'too_many' });
      else if (files.length > 0) finish({ kind: 'files', files });
      else finish({ kind: 'missing' });
    });
    req.on('error', () => finish({ kind: 'malformed' }));
    req.pipe(bb);
  });
}

/**
 * Reads one file field (the profile photo, a single listing image). A second file in the same
 * field is ignored, as before this reader was generalised.
 */
export async function readSingleFile(
  req: IncomingMessage,
  options: { field: string; maxBytes: number; maxFields?: number },
): Promise<MultipartOutcome> {
  const outcome = await readFiles(req, { fields: [options.field], maxBytes: options.maxBytes, maxFiles: 1, ignoreExtra: true, maxFields: options.maxFields });
  if (outcome.kind === 'files') return { kind: 'file', file: outcome.files[0]! };
  return outcome.kind === 'too_many' ? { kind: 'malformed' } : outcome;
}
