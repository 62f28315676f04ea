import { DOCUMENT_NAME_SEPARATOR, LISTING_DOCUMENT_MAX_BYTES, MAX_LISTING_DOCUMENTS } from '@crashpad/sync';
import type { FileCheck } from './images-model';

/** A rules-and-policies PDF: its uploaded URL and the name shown to the lister and tenants. */
export interface DocumentDraft {
  url: string;
  name: string;
}

/** Stored as `url::::name` (spec 2 §2 documents step); older entries may be a bare URL. */
export function parseDocument(stored: string): DocumentDraft {
  const [url = '', name] = stored.split(DOCUMENT_NAME_SEPARATOR);
  return { url, name: name || url.split('/').pop() || url };
}

export const formatDocument = (doc: DocumentDraft): string => `${doc.url}${DOCUMENT_NAME_SEPARATOR}${doc.name}`;

/** The upload control does nothing once three PDFs are attached (spec 2 §2). */
export const canAddDocument = (count: number) => count < MAX_LISTING_DOCUMENTS;

const isPdf = (file: { name: string; type: string }) => file.type === 'application/pdf' || (!file.type && /\.pdf$/i.test(file.name));

/** PDFs only, at most 10 MB each, no more than the room left of three. */
export function checkDocumentFiles<F extends { name: string; type: string; size: number }>(files: readonly F[], current: number): FileCheck<F> {
  const out: FileCheck<F> = { accepted: [], refused: [] };
  for (const file of files) {
    if (!isPdf(file)) out.refused.push({ file, reason: 'type' });
    else if (file.size > LISTING_DOCUMENT_MAX_BYTES) out.refused.push({ file, reason: 'size' });
    else if (current + out.accepted.length >= MAX_LISTING_DOCUMENTS) out.refused.push({ file, reason: 'count' });
    else out.accepted.push(file);
  }
  return out;
}
