import { useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveQuery } from '../../../db/use-live-query';
import { Button } from '../../../ui/button/button';
import { Modal } from '../../../ui/dialog/modal';
import type { Rental } from '@crashpad/sync';

/** spec 1 §3-style stored acknowledgement: cleared on the app's first load like the other global modals. */
const ACK_KEY = 'pendingInviteAcknowledged';
/** How often the modal looks whether the modals before it (1 and 2) have been answered. */
const WAIT_MS = 1000;

/** Whether another modal is on screen (global modals 1 and 2 come first, spec 1 §2). */
const otherModalOpen = () => document.querySelector('[aria-modal="true"]') !== null;

/**
 * Global modal 3 (spec 1 §2): the user has pending rental invitations → offer My Rentals. Once
 * until acknowledged; after modals 1 and 2; never on the pages `allowedOn` excludes. The count
 * comes from the replicated rentals, so it needs no extra call and works offline.
 */
export function PendingInviteModal({ userId, allowedOn }: { userId: string; allowedOn: (pathname: string, tab: string | undefined, hash: string) => boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation({ select: (l) => ({ pathname: l.pathname, hash: l.hash, tab: (l.search as { tab?: unknown }).tab }) });
  const { docs } = useLiveQuery<Rental>((db) => db.rentals.find({ selector: { user_id: userId, status: 'pending' } }), [userId]);
  const [acknowledged, setAcknowledged] = useState(() => sessionStorage.getItem(ACK_KEY) !== null);
  const [clear, setClear] = useState(false);
  const wanted = !acknowledged && docs.length > 0 && allowedOn(location.pathname, typeof location.tab === 'string' ? location.tab : undefined, location.hash);
  useEffect(() => {
    if (!wanted) return;
    // Latches: once the way is clear the modal opens, and its own dialog must not close it again.
    const check = () => {
      if (!otherModalOpen()) setClear(true);
    };
    const timer = setInterval(check, WAIT_MS);
    const first = setTimeout(check, WAIT_MS / 2);
    return () => {
      clearInterval(timer);
      clearTimeout(first);
    };
  }, [wanted]);
  const acknowledge = () => {
    sessionStorage.setItem(ACK_KEY, '1');
    setAcknowledged(true);
  };
  return (
    <Modal
      open={wanted && clear}
      onClose={acknowledge}
      title={t('tenancy.pending_modal.title')}
      footer={
        <>
          <Button variant="secondary" onClick={acknowledge}>
            {t('tenancy.pending_modal.later')}
          </Button>
          <Button
            onClick={() => {
              acknowledge();
              void navigate({ to: '/my-crashpad' });
            }}
          >
            {t('tenancy.pending_modal.open')}
          </Button>
        </>
      }
    >
      <p>{t('tenancy.pending_modal.text', { count: docs.length })}</p>
    </Modal>
  );
}
