import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/forms/submit-error';
import { uploadPercent, type UploadOptions } from '../../../lib/api-client/multipart-upload';

export type UploadTask = { phase: 'idle' } | { phase: 'uploading'; percent: number } | { phase: 'failed'; message: string };

const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';

/**
 * Runs one upload at a time with its progress; leaving the page cancels it. A failure gives the
 * server's message (already translated), "offline", or a generic text.
 */
export function useUploadTask() {
  const { t } = useTranslation();
  const [task, setTask] = useState<UploadTask>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    async <R,>(upload: (options: UploadOptions) => Promise<R>): Promise<R | null> => {
      controller.current?.abort();
      const own = new AbortController();
      controller.current = own;
      setTask({ phase: 'uploading', percent: 0 });
      try {
        const result = await upload({ signal: own.signal, onProgress: (loaded, total) => setTask({ phase: 'uploading', percent: uploadPercent(loaded, total) }) });
        setTask({ phase: 'idle' });
        return result;
      } catch (err) {
        if (isAbort(err)) return null;
        const message = failureText(err, t, { offline: 'listing_editor.offline', fallback: 'listing_editor.upload_failed' });
        setTask({ phase: 'failed', message });
        return null;
      }
    },
    [t],
  );

  /** Shows a problem found before uploading (wrong type, too large, too many). */
  const fail = useCallback((message: string) => setTask({ phase: 'failed', message }), []);
  const reset = useCallback(() => setTask({ phase: 'idle' }), []);
  return { task, run, fail, reset };
}
