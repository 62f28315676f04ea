import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button/button';
import { dialogStore as defaultStore, type DialogStore } from './dialog-store';
import { Modal } from './modal';

/** Shows the first queued alert/confirm dialog. Mounted once by the app shell. */
export function DialogHost({ store = defaultStore }: { store?: DialogStore }) {
  const { t } = useTranslation();
  const queue = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const current = queue[0];
  if (!current) return null;
  const cancelLabel = current.cancelLabel ?? (current.kind === 'confirm' ? t('ui.cancel') : undefined);
  return (
    <Modal
      key={current.id}
      open
      role="alertdialog"
      title={current.title}
      onClose={() => store.answer(current.id, false)}
      footer={
        <>
          {cancelLabel && (
            <Button variant="secondary" onClick={() => store.answer(current.id, false)}>
              {cancelLabel}
            </Button>
          )}
          <Button variant={current.danger ? 'danger' : 'primary'} onClick={() => store.answer(current.id, true)}>
            {current.confirmLabel ?? (current.kind === 'confirm' ? t('ui.confirm') : t('ui.ok'))}
          </Button>
        </>
      }
    >
      <p>{current.message}</p>
    </Modal>
  );
}
