import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button/button';
import { Modal } from '../../../ui/dialog/modal';

/** spec 3 §4: autopay in an invitation needs a connected payout account; this offers the guide. */
export function AutopayGuideModal({ open, href, onClose }: { open: boolean; href: string; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Modal
      open={open}
      onClose={onClose}
      role="alertdialog"
      title={t('crew.autopay_guide.title')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('crew.autopay_guide.later')}
          </Button>
          <Button onClick={() => void navigate({ href })}>{t('crew.autopay_guide.open')}</Button>
        </>
      }
    >
      <p>{t('crew.autopay_guide.text')}</p>
    </Modal>
  );
}
