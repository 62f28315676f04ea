import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/api-client/api-context';
import { ApiError, OfflineError } from '../../../lib/api-client/api-error';
import { toast } from '../../../ui/toast/toast-store';
import { formFromListing, type ListingForm } from '../model/listing-form';
import { checkCanAddListing, loadListingForEdit } from './listing-editor-api';

/** Spec 2 §8: after an unexpected add-check failure the lister is sent back after 3 s. */
export const ADD_CHECK_REDIRECT_MS = 3000;
export const MY_LISTINGS_PATH = '/my-crashpads';

export type EditStart =
  | { status: 'loading' }
  | { status: 'ready'; form: ListingForm; description: string }
  | { status: 'failed'; message: string };

type Loaded = Exclude<EditStart, { status: 'failed' }> | { status: 'failed'; serverMessage: string | null; offline: boolean };

/** Edit mode: GET /crashpads/{id}/edit into form values; failures give the server's message. */
export function useEditStart(id: string): EditStart {
  const api = useApi();
  const { t } = useTranslation();
  const [result, setResult] = useState<{ id: string; state: Loaded } | null>(null);

  // Loaded once per listing: a language switch must not reload it and throw away the lister's edits.
  useEffect(() => {
    const controller = new AbortController();
    loadListingForEdit(api, id, controller.signal).then(
      ({ data, airports }) => setResult({ id, state: { status: 'ready', form: formFromListing(data, airports), description: data.description } }),
      (err: unknown) => {
        if (controller.signal.aborted) return;
        const serverMessage = err instanceof ApiError && err.code !== 'unknown' ? err.message : null;
        setResult({ id, state: { status: 'failed', serverMessage, offline: err instanceof OfflineError } });
      },
    );
    return () => controller.abort();
  }, [api, id]);

  const state = result?.id === id ? result.state : { status: 'loading' as const };
  if (state.status !== 'failed') return state;
  return { status: 'failed', message: state.offline ? t('listing_editor.offline') : (state.serverMessage ?? t('listing_editor.load_failed')) };
}

/** `reason`: 403 upgrade needed, 408 card needed (spec 1 §6), else another failure. */
export type AddCheck = { status: 'checking' | 'allowed' } | { status: 'blocked'; message: string; reason: 'upgrade' | 'card' | 'other' };

/**
 * Create mode: asks the server whether another listing may be added (spec 2 §6, §8). 403
 * (upgrade needed) and 408 (card needed) show the server's message; any other failure shows it
 * and returns to /my-crashpads after 3 s. Offline, the lister may still fill in the form.
 */
export function useAddCheck(): AddCheck {
  const api = useApi();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [state, setState] = useState<AddCheck>({ status: 'checking' });
  // The check runs once per visit; the latest translator and router are read when it answers.
  const latest = useRef({ t, navigate });
  useEffect(() => {
    latest.current = { t, navigate };
  });

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    checkCanAddListing(api, controller.signal).then(
      () => setState({ status: 'allowed' }),
      (err: unknown) => {
        if (controller.signal.aborted) return;
        if (err instanceof OfflineError) {
          setState({ status: 'allowed' });
          return;
        }
        const message = err instanceof ApiError && err.code !== 'unknown' ? err.message : latest.current.t('listing_editor.add_check_failed');
        toast.error(message);
        const reason = err instanceof ApiError && err.status === 403 ? 'upgrade' : err instanceof ApiError && err.status === 408 ? 'card' : 'other';
        setState({ status: 'blocked', message, reason });
        if (!(err instanceof ApiError && (err.status === 403 || err.status === 408))) {
          timer = setTimeout(() => void latest.current.navigate({ href: MY_LISTINGS_PATH }), ADD_CHECK_REDIRECT_MS);
        }
      },
    );
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [api]);

  return state;
}
