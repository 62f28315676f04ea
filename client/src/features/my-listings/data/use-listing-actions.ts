import type { MyListing } from '@crashpad/sync';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/api-client/api-context';
import { failureText } from '../../../lib/forms/submit-error';
import { alertDialog, confirmDialog } from '../../../ui/dialog/dialog-store';
import { toast } from '../../../ui/toast/toast-store';
import type { ListingAction } from '../model/listing-actions';
import { cancelFeatured, setListingStatus } from './my-listings-api';

/** Spec 2 §9: success toasts last 3 s on this page. */
const SUCCESS_MS = 3000;

/** Confirmed changes: the dialog's texts, the call, and the success toast (spec 2 §2, §8). */
const CHANGES = {
  deactivate: { key: 'deactivate', status: 1, danger: false },
  reactivate: { key: 'reactivate', status: 2, danger: false },
  delete: { key: 'delete', status: 0, danger: true },
} as const;

/**
 * Runs a card's action: navigation for edit, crew, invite and feature; the reports notice; and
 * the confirmed status and featuring changes, each with a success or server-error toast.
 * `onChanged` reloads the list; `onMessage` opens the compose dialog for one property.
 */
export function useListingActions(onChanged: () => void, onMessage: (listing: MyListing) => void) {
  const { t } = useTranslation();
  const api = useApi();
  const router = useRouter();
  const [busyId, setBusyId] = useState<string | null>(null);
  const go = (href: string) => void router.navigate({ href });

  const failed = (err: unknown) => {
    toast.error(failureText(err, t, { offline: 'my_listings.offline', fallback: 'my_listings.failed' }));
  };

  async function confirmAndRun(listing: MyListing, key: string, danger: boolean, call: () => Promise<unknown>, done: string) {
    const ok = await confirmDialog({
      title: t(`my_listings.confirm.${key}.title`),
      message: t(`my_listings.confirm.${key}.message`, { title: listing.title }),
      confirmLabel: t(`my_listings.confirm.${key}.confirm`),
      cancelLabel: t('my_listings.confirm.keep'),
      danger,
    });
    if (!ok) return;
    setBusyId(listing.id);
    try {
      await call();
      toast.success(t(done), { duration: SUCCESS_MS });
      onChanged();
    } catch (err) {
      failed(err);
    } finally {
      setBusyId(null);
    }
  }

  function run(action: ListingAction, listing: MyListing): void {
    const id = encodeURIComponent(listing.id);
    switch (action) {
      case 'edit':
        return go(`/my-crashpads/${id}/edit`);
      case 'my_crew':
        return go('/my-crew');
      case 'invite_tenant':
        // The crew page opens its invite modal with this listing chosen (spec 3 §2).
        return go(`/my-crew?invite=1&listing=${id}`);
      case 'feature':
        return go(`/featured-signup/${id}`);
      case 'message_tenants':
        return onMessage(listing);
      case 'view_reports':
        void alertDialog({ title: t('my_listings.reports.title'), message: t('my_listings.reports.message') });
        return;
      case 'cancel_feature':
      case 'cancel_boost':
        void confirmAndRun(listing, action, action === 'cancel_boost', () => cancelFeatured(api, listing.id), 'my_listings.done.feature_removed');
        return;
      default: {
        const change = CHANGES[action];
        void confirmAndRun(listing, change.key, change.danger, () => setListingStatus(api, listing.id, change.status), `my_listings.done.${change.key}`);
      }
    }
  }

  return { run, busyId };
}
