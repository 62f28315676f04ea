import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/api-client/api-context';
import { failureText } from '../../../lib/forms/submit-error';
import { toast } from '../../../ui/toast/toast-store';
import { rotateListingImage } from './listing-editor-api';

/** Turns an image 90° clockwise on the server; resolves the new URL, or null after a toast. */
export function useRotateImage() {
  const api = useApi();
  const { t } = useTranslation();
  const [rotating, setRotating] = useState<string | null>(null);

  const rotate = useCallback(
    async (url: string): Promise<string | null> => {
      setRotating(url);
      try {
        return await rotateListingImage(api, url);
      } catch (err) {
        toast.error(failureText(err, t, { offline: 'listing_editor.offline', fallback: 'listing_editor.images.rotate_failed' }));
        return null;
      } finally {
        setRotating(null);
      }
    },
    [api, t],
  );

  return { rotating, rotate };
}
