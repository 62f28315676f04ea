import { LANGUAGES, type Language } from '@crashpad/sync';
import { useTranslation } from 'react-i18next';
import { DropdownMenu } from '../../../ui/menu/dropdown-menu';
import { FlagIcon } from './flag-icon';

/** Language names are written in their own language so everyone finds theirs. */
const NATIVE_NAMES: Record<Language, string> = { en: 'English', de: 'Deutsch', fr: 'Français', es: 'Español', pt: 'Português' };

export function LanguageMenu({ language, onChange }: { language: Language; onChange: (lng: Language) => void }) {
  const { t } = useTranslation();
  return (
    <DropdownMenu
      triggerLabel={t('shell.language.label', { language: NATIVE_NAMES[language] })}
      trigger={<FlagIcon language={language} />}
      items={LANGUAGES.map((lng) => ({
        id: lng,
        checked: lng === language,
        onSelect: () => onChange(lng),
        label: (
          <>
            <FlagIcon language={lng} />
            <span lang={lng}>{NATIVE_NAMES[lng]}</span>
          </>
        ),
      }))}
    />
  );
}
