import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button/button';

/** The Edit / Cancel switch of a section that opens a form in place (spec 1 §4 edit mode). */
export function EditToggle({ editing, controls, onToggle }: { editing: boolean; controls: string; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <Button small variant={editing ? 'ghost' : 'secondary'} aria-expanded={editing} aria-controls={editing ? controls : undefined} onClick={onToggle}>
      {editing ? t('settings.cancel') : t('settings.edit')}
    </Button>
  );
}
