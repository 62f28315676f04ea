import { CONTENT_LANGUAGES } from '@crashpad/sync';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../ui/field/select-field';
import { isContentLanguage, type ContentLanguage } from '../model/content-language';
import { CONTENT_LANGUAGE_NAMES } from '../model/content-language-names';
import styles from './content-page.module.css';

const OPTIONS = CONTENT_LANGUAGES.map((lng) => ({ value: lng, label: CONTENT_LANGUAGE_NAMES[lng] }));

/**
 * The language of the page text, independent of the interface language: content pages exist in
 * six languages (Thai included) while the interface has five (spec 2 §9).
 */
export function ContentLanguageSelect({ value, onChange }: { value: ContentLanguage; onChange: (lng: ContentLanguage) => void }) {
  const { t } = useTranslation();
  return (
    <SelectField
      className={styles.languageSelect}
      label={t('content.language_label')}
      options={OPTIONS}
      value={value}
      onChange={(event) => {
        if (isContentLanguage(event.target.value)) onChange(event.target.value);
      }}
    />
  );
}
