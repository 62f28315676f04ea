import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../../ui/button/button';
import { toast } from '../../../ui/toast/toast-store';
import { loginHref, type ReviewGate } from '../model/review-gate';
import { ReviewFormModal } from './review-form-modal';

/**
 * The write-a-review link and its modal (spec 2 §5): visitors go to /login and come back here;
 * logged-in non-tenants hear "you must be a tenant to review"; tenants get the form.
 */
export function WriteReviewAction({ gate, listerId, listerName, listingId, onSaved }: { gate: ReviewGate; listerId: string; listerName: string; listingId: string | null; onSaved: () => void }) {
  const { t } = useTranslation();
  const href = useRouterState({ select: (s) => s.location.href });
  const [open, setOpen] = useState(false);
  if (gate === 'hidden') return null;
  if (gate === 'login') {
    return (
      <a className={buttonClass()} href={loginHref(href)}>
        {t('reviews.write')}
      </a>
    );
  }
  return (
    <>
      <Button onClick={() => (gate === 'open' ? setOpen(true) : toast.error(t('errors.tenant_required')))}>{t('reviews.write')}</Button>
      <ReviewFormModal
        open={open}
        onClose={() => setOpen(false)}
        onSaved={() => {
          setOpen(false);
          onSaved();
        }}
        listerId={listerId}
        listerName={listerName}
        listingId={listingId}
      />
    </>
  );
}
