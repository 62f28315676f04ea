import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../ui/field/checkbox';
import { allSelected, selectAll, toggleOption, type OptionChoice } from '../model/option-lists';
import styles from './editor.module.css';

interface OptionGroupProps {
  name: string;
  title: string;
  choices: OptionChoice[];
  selected: string[];
  onChange: (selected: string[]) => void;
}

/** A titled list of checkboxes with a select-all box first (spec 2 §2 amenities step). */
export function OptionGroup({ name, title, choices, selected, onChange }: OptionGroupProps) {
  const { t } = useTranslation();
  return (
    <fieldset className={`${styles.step} ${styles.section}`} data-field={name}>
      <legend className={styles.sectionTitle}>{title}</legend>
      <Checkbox
        label={<strong>{t('listing_editor.options.select_all', { group: title })}</strong>}
        checked={allSelected(selected, choices)}
        disabled={choices.length === 0}
        onChange={() => onChange(selectAll(selected, choices))}
      />
      <div className={styles.checks}>
        {choices.map((c) => (
          <Checkbox key={c.id} name={name} value={c.id} label={c.label} checked={selected.includes(c.id)} onChange={() => onChange(toggleOption(selected, c.id))} />
        ))}
      </div>
    </fieldset>
  );
}
