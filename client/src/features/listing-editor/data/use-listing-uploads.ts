import { UPLOAD_IMAGES_FIELD, UPLOAD_PDF_FIELD, uploadImagesOutputSchema, uploadPdfOutputSchema } from '@crashpad/sync';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/use-session';
import { uploadFiles, type UploadDeps, type UploadOptions } from '../../../lib/api-client/multipart-upload';

/** Image and PDF uploads with progress, sending the session's token and the UI language. */
export function useListingUploads() {
  const { i18n } = useTranslation();
  const { store } = useSession();
  return useMemo(() => {
    const deps: UploadDeps = { getToken: () => store.getToken(), getLocale: () => i18n.resolvedLanguage ?? i18n.language };
    return {
      /** POST /upload/images (field image[]): the new URLs in the order sent. */
      images: async (files: readonly File[], options?: UploadOptions) =>
        (await uploadFiles(deps, '/upload/images', UPLOAD_IMAGES_FIELD, files, uploadImagesOutputSchema, options)).urls,
      /** POST /upload/pdf (field files): url and display name of each PDF. */
      documents: async (files: readonly File[], options?: UploadOptions) =>
        (await uploadFiles(deps, '/upload/pdf', UPLOAD_PDF_FIELD, files, uploadPdfOutputSchema, options)).files,
    };
  }, [i18n, store]);
}
