import { RENTALS_KEYWORD_DEBOUNCE_MS } from '@crashpad/sync';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../ui/field/select-field';
import { TextField } from '../../../ui/field/text-field';
import type { CrewFilter } from '../model/crew-filter';
import styles from './crew.module.css';

/** spec 3 §2 filters: keyword (applied 1000 ms after typing stops), status, location incl. All Locations. */
export function CrewFilters({ filter, locations, onChange }: { filter: CrewFilter; locations: { id: string; title: string }[]; onChange: (next: CrewFilter) => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState(filter.keyword);
  useEffect(() => {
    if (keyword === filter.keyword) return;
    const timer = setTimeout(() => onChange({ ...filter, keyword }), RENTALS_KEYWORD_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [keyword, filter, onChange]);
  return (
    <div className={styles.filters} role="search">
      <TextField type="search" label={t('crew.filters.keyword')} placeholder={t('crew.filters.keyword_placeholder')} value={keyword} onChange={(e) => setKeyword(e.target.value)} />
      <SelectField
        label={t('crew.filters.status')}
        options={[
          { value: '', label: t('crew.filters.all_statuses') },
          { value: 'accepted', label: t('crew.status.accepted') },
          { value: 'pending', label: t('crew.status.pending') },
        ]}
        value={filter.status}
        onChange={(e) => onChange({ ...filter, status: e.target.value as CrewFilter['status'] })}
      />
      <SelectField
        label={t('crew.filters.location')}
        options={[{ value: '', label: t('crew.filters.all_locations') }, ...locations.map((l) => ({ value: l.id, label: l.title }))]}
        value={filter.location}
        onChange={(e) => onChange({ ...filter, location: e.target.value })}
      />
    </div>
  );
}
