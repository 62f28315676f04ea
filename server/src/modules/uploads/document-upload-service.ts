import type { IncomingMessage } from 'node:http';
import { ulid } from 'ulid';
import { LISTING_DOCUMENT_MAX_BYTES, MAX_LISTING_DOCUMENTS, UPLOAD_PDF_FIELD, type UploadPdfOutput } from '@crashpad/sync';
import { AppError } from '../../http/app-error.js';
import type { AuthState } from '../../http/auth.js';
import { isPdf } from '../../platform/files/document-sniff.js';
import { readFiles } from '../../platform/files/multipart-file.js';
import { sanitiseDocumentName } from './document-name.js';
import { filesOrThrow } from './multipart-errors.js';
import { isoNow, type UploadsDeps } from './uploads-deps.js';

/**
 * POST /upload/pdf (spec 2 §2 documents step): up to 3 PDFs of 10 MB, recognised by their
 * `%PDF-` header only (an HTML page named lease.pdf is refused). PDFs are stored as sent —
 * there is no safe re-encoding — and served with their fixed type and nosniff.
 */
export function documentUploadService(deps: UploadsDeps) {
  return {
    async receive(auth: AuthState, req: IncomingMessage): Promise<UploadPdfOutput> {
      const outcome = await readFiles(req, { fields: [UPLOAD_PDF_FIELD, `${UPLOAD_PDF_FIELD}[]`], maxBytes: LISTING_DOCUMENT_MAX_BYTES, maxFiles: MAX_LISTING_DOCUMENTS });
      const received = filesOrThrow(outcome, UPLOAD_PDF_FIELD, { tooMany: 'validation.documents_max', missing: 'validation.file_required' });
      if (received.some((f) => !isPdf(f.data))) throw new AppError('unsupported_media_type', { messageKey: 'validation.pdf_only' });
      const files: UploadPdfOutput['files'] = [];
      for (const file of received) {
        const id = ulid(deps.app.clock.now());
        const key = `docs/${id}.pdf`;
        await deps.files.put(key, file.data, 'application/pdf');
        const url = `/files/${key}`;
        await deps.uploads.insert({ _id: id, owner: auth.user._id, kind: 'listing_document', urls: [url], rotated_from: null, created_at: isoNow(deps) });
        files.push({ name: sanitiseDocumentName(file.filename), url });
      }
      return { files };
    },
  };
}
export type DocumentUploadService = ReturnType<typeof documentUploadService>;
