import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/api-client/api-context';
import { failureText } from '../../../lib/forms/submit-error';
import { toast } from '../../../ui/toast/toast-store';
import { checkCanAddListing } from './my-listings-api';

/**
 * "Add Location" (spec 2 §6, §8): asks the server first. Allowed → the wizard; 403 (upgrade)
 * and 408 (card) show the server's message; anything else shows its message too.
 */
export function useAddLocation() {
  const { t } = useTranslation();
  const api = useApi();
  const router = useRouter();
  const [checking, setChecking] = useState(false);

  async function addLocation() {
    setChecking(true);
    try {
      await checkCanAddListing(api);
      await router.navigate({ href: '/create-crashpad' });
    } catch (err) {
      toast.error(failureText(err, t, { offline: 'my_listings.offline', fallback: 'my_listings.failed' }));
    } finally {
      setChecking(false);
    }
  }

  return { addLocation, checking };
}
