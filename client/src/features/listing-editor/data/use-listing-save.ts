import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/api-client/api-context';
import { describeFailure } from '../../../lib/forms/submit-error';
import { toast, toastStore } from '../../../ui/toast/toast-store';
import type { ListingForm } from '../model/listing-form';
import { validateListing, validationMessages, type ListingIssue } from '../model/listing-validation';
import { createListing, updateListing } from './listing-editor-api';
import { MY_LISTINGS_PATH } from './use-editor-start';
import { createValidationToasts } from './validation-toasts';

/** Spec 2 §9: success toasts last 3 s. */
export const SAVE_SUCCESS_TOAST_MS = 3000;

export interface SaveTarget {
  mode: 'create' | 'edit';
  listingId?: string;
  /** The description as loaded (edit), so the request can say whether it changed. */
  loadedDescription: string | null;
  /** Called with the first invalid field so the wizard can show its step and focus it. */
  onInvalid: (issue: Pick<ListingIssue, 'field' | 'path'>) => void;
}

/**
 * Save and Publish / Save (spec 2 §5, §8): checks the form, shows the problems as warning
 * toasts, else creates or updates the listing, says so and goes to /my-crashpads. A refusal
 * shows the server's message (and its field, when it names one).
 */
export function useListingSave({ mode, listingId, loadedDescription, onInvalid }: SaveTarget) {
  const api = useApi();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const warnings = useMemo(() => createValidationToasts(toastStore), []);
  useEffect(() => () => warnings.clear(), [warnings]);

  async function save(form: ListingForm): Promise<void> {
    if (saving) return;
    const check = validateListing(form, loadedDescription);
    if (!check.ok) {
      warnings.show(validationMessages(check.issues).map((key) => t(key)));
      onInvalid(check.issues[0]!);
      return;
    }
    warnings.clear();
    setSaving(true);
    try {
      if (mode === 'edit' && listingId) await updateListing(api, listingId, check.input);
      else await createListing(api, check.input);
      toast.success(t(mode === 'edit' ? 'listing_editor.saved_updated' : 'listing_editor.saved_created'), { duration: SAVE_SUCCESS_TOAST_MS });
      await navigate({ href: MY_LISTINGS_PATH });
    } catch (err) {
      const failure = describeFailure(err);
      if (failure.kind === 'server') {
        toast.error(failure.message);
        const field = Object.keys((err as { fields?: Record<string, string> }).fields ?? {})[0];
        if (field) onInvalid({ field: field.split('.')[0] ?? field, path: field });
      } else {
        toast.error(t(failure.kind === 'offline' ? 'listing_editor.offline' : 'listing_editor.save_failed'));
      }
    } finally {
      setSaving(false);
    }
  }

  return { saving, save };
}
