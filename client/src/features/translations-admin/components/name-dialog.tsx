import { LANGUAGES, type Language } from '@crashpad/sync';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button/button';
import { Modal } from '../../../ui/dialog/modal';
import { TextField } from '../../../ui/field/text-field';
import { checkNames, type NameValues } from '../model/names-form';
import type { TaxonomyInput } from '@crashpad/sync';

export interface NameDialogProps {
  mode: 'create' | 'edit';
  title: string;
  initial: NameValues;
  /** Saves; resolves true when the dialog may close. */
  onSave: (input: TaxonomyInput) => Promise<boolean>;
  onClose: () => void;
}

/**
 * Add/edit dialog of /translations: one name per interface language (spec 2 §2). Without an
 * English name the form silently does not submit (spec 2 §5); blank translations take English.
 */
export function NameDialog({ mode, title, initial, onSave, onClose }: NameDialogProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<NameValues>(initial);
  const [error, setError] = useState<{ language: Language; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkNames(values);
    if (checked.kind === 'skip') return;
    if (checked.kind === 'invalid') {
      setError({ language: checked.language, message: t(checked.message) });
      return;
    }
    setError(null);
    setBusy(true);
    try {
      if (await onSave(checked.input)) onClose();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('translations_admin.cancel')}
          </Button>
          <Button type="submit" form="taxonomy-names" loading={busy}>
            {busy ? t(mode === 'create' ? 'translations_admin.busy.loading' : 'translations_admin.busy.updating') : t('translations_admin.save')}
          </Button>
        </>
      }
    >
      <form id="taxonomy-names" ref={formRef} noValidate onSubmit={(e) => void submit(e)}>
        {LANGUAGES.map((lng) => (
          <TextField
            key={lng}
            name={lng}
            label={t(`translations_admin.languages.${lng}`)}
            required={lng === 'en'}
            value={values[lng]}
            maxLength={200}
            autoComplete="off"
            error={error?.language === lng ? error.message : undefined}
            hint={lng === 'en' ? undefined : t('translations_admin.fallback_hint')}
            onChange={(e) => setValues((prev) => ({ ...prev, [lng]: e.target.value }))}
          />
        ))}
      </form>
    </Modal>
  );
}
