import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/use-session';
import { checkPhotoFile, photoMaxMegabytes, uploadPercent } from '../model/photo-file';
import { failureMessage, isAbort } from './failure-message';
import { uploadProfilePhoto } from './photo-uploader';

export type PhotoUploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; percent: number }
  | { phase: 'done' }
  | { phase: 'failed'; message: string };

/** Checks, uploads (with progress) and stores the new photo on the session's user. */
export function usePhotoUpload() {
  const { t, i18n } = useTranslation();
  const { store: session } = useSession();
  const [state, setState] = useState<PhotoUploadState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);

  // Leaving the page cancels an upload still in flight.
  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback(
    async (file: File): Promise<boolean> => {
      const problem = checkPhotoFile(file);
      if (problem) {
        setState({ phase: 'failed', message: t(`settings.photo.problem_${problem}`, { max: photoMaxMegabytes() }) });
        return false;
      }
      controller.current?.abort();
      const own = new AbortController();
      controller.current = own;
      setState({ phase: 'uploading', percent: 0 });
      try {
        const user = await uploadProfilePhoto(
          { getToken: () => session.getToken() ?? null, getLocale: () => i18n.resolvedLanguage ?? i18n.language },
          file,
          { signal: own.signal, onProgress: (loaded, total) => setState({ phase: 'uploading', percent: uploadPercent(loaded, total) }) },
        );
        session.setUser(user);
        setState({ phase: 'done' });
        return true;
      } catch (err) {
        if (!isAbort(err)) setState({ phase: 'failed', message: failureMessage(err, t) });
        return false;
      }
    },
    [i18n, session, t],
  );

  return { state, upload };
}
