import { GENDER_PREFERENCES, LISTING_SORTS, type ListingSort } from '@crashpad/sync';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchParams, SearchParamsUpdate } from '../model/search-params';
import { nextSort, sortDirectionOf } from '../model/sort-cycle';
import styles from './search-controls.module.css';

const ARROWS = { asc: '↑', desc: '↓', none: '' } as const;

/**
 * The sort and filter bar (spec 2 §2): five sorts that cycle default → asc → desc, the
 * occupied toggle and the gender filter. Every change goes into the URL through `onChange`, as an
 * update of the state current when it lands.
 */
export function SearchControls({ params, onChange }: { params: SearchParams; onChange: (update: SearchParamsUpdate) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const sortBy = (sort: ListingSort) => onChange((current) => ({ ...current, ...nextSort(current, sort) }));
  const showOccupied = (show: boolean) => onChange((current) => ({ ...current, occupied: show ? undefined : 'hide' }));
  const filterGender = (gender: string) => onChange((current) => ({ ...current, gender: gender === 'all' ? undefined : (gender as SearchParams['gender']) }));
  return (
    <div className={styles.bar}>
      <div role="group" aria-labelledby={`${id}-sort`} className={styles.sorts}>
        <span id={`${id}-sort`} className={styles.caption}>
          {t('search.sort.label')}
        </span>
        {LISTING_SORTS.map((sort) => {
          const dir = sortDirectionOf(params, sort);
          return (
            <button
              key={sort}
              type="button"
              className={dir === 'none' ? styles.sort : `${styles.sort} ${styles.on}`}
              aria-pressed={dir !== 'none'}
              aria-label={t(`search.sort.aria_${dir}`, { name: t(`search.sort.${sort}`) })}
              onClick={() => sortBy(sort)}
            >
              {t(`search.sort.${sort}`)}
              <span aria-hidden="true" className={styles.arrow}>
                {ARROWS[dir]}
              </span>
            </button>
          );
        })}
      </div>
      <div className={styles.filters}>
        <label className={styles.toggle}>
          <input
            type="checkbox"
            checked={params.occupied !== 'hide'}
            onChange={(e) => showOccupied(e.target.checked)}
          />
          {t('search.filter.show_occupied')}
        </label>
        <label className={styles.select}>
          <span>{t('search.filter.gender')}</span>
          <select value={params.gender ?? 'all'} onChange={(e) => filterGender(e.target.value)}>
            {GENDER_PREFERENCES.map((g) => (
              <option key={g} value={g}>
                {t(`search.filter.gender_${g}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
    </div>
  );
}
