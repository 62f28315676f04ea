import type { FeaturedCheckoutInput } from '@crashpad/sync';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/api-client/api-context';
import { describeFailure } from '../../../lib/forms/submit-error';
import { toast } from '../../../ui/toast/toast-store';
import { FEATURED_SUCCESS_REDIRECT_MS } from '../model/checkout';
import { startFeaturedCheckout } from './featured-api';

/**
 * The checkout button: sends the plan, shows the server's answer. On success a toast, then
 * /my-crashpads after 7.5 s (spec 2 §2, §9); on failure the server's message stays on the page.
 */
export function useFeaturedCheckout() {
  const { t } = useTranslation();
  const api = useApi();
  const router = useRouter();
  const [state, setState] = useState<{ status: 'idle' | 'sending' | 'done' } | { status: 'failed'; message: string }>({ status: 'idle' });

  useEffect(() => {
    if (state.status !== 'done') return;
    const timer = setTimeout(() => void router.navigate({ href: '/my-crashpads' }), FEATURED_SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state.status, router]);

  async function checkout(input: FeaturedCheckoutInput) {
    setState({ status: 'sending' });
    try {
      await startFeaturedCheckout(api, input);
      toast.success(t('featured.signup.success'));
      setState({ status: 'done' });
    } catch (err) {
      const failure = describeFailure(err);
      setState({ status: 'failed', message: failure.kind === 'server' ? failure.message : t(failure.kind === 'offline' ? 'featured.offline' : 'featured.signup.failed') });
    }
  }

  return { state, checkout };
}
