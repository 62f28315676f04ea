import type { ListingCard as ListingCardData, ListingSearchOutput } from '@crashpad/sync';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { groupResults, measuredFromCentre } from '../model/result-groups';
import type { SearchParams } from '../model/search-params';
import { ListingCard } from './listing-card';
import { ListingGrid } from './listing-grid';
import styles from './search-results-view.module.css';

/**
 * The results in two labelled groups: "Featured listings" (pinned first whatever the sort, as
 * spec 2 §2 asks) and "All listings, by price (ascending)", so the sort is visibly kept. Without
 * featured results there is one list under a plain heading.
 */
export function ResultGroupsView({ cards, params, centre, cardAction }: { cards: readonly ListingCardData[]; params: SearchParams; centre?: ListingSearchOutput['centre']; cardAction?: (card: ListingCardData) => ReactNode }) {
  const { t } = useTranslation();
  const { pinned, rest } = groupResults(cards);
  const grid = (list: ListingCardData[]) => (
    <ListingGrid>
      {list.map((card) => (
        <ListingCard key={card.id} card={card} fromPlace={centre && measuredFromCentre(card, centre) ? centre.name : undefined} action={cardAction?.(card)} />
      ))}
    </ListingGrid>
  );
  const restHeading = params.sort && params.dir ? t('search.other_group_sorted', { sort: t(`search.sort.${params.sort}`), dir: t(`search.dir_${params.dir}`) }) : t('search.other_group');
  if (pinned.length === 0) {
    return (
      <section aria-labelledby="results-all">
        <h2 id="results-all" className={styles.groupTitle}>{restHeading}</h2>
        {grid(rest)}
      </section>
    );
  }
  return (
    <>
      <section aria-labelledby="results-featured" className={styles.group}>
        <h2 id="results-featured" className={styles.groupTitle}>{t('search.featured_group')}</h2>
        <p className={styles.groupNote}>{t('search.featured_note')}</p>
        {grid(pinned)}
      </section>
      {rest.length > 0 && (
        <section aria-labelledby="results-all" className={styles.group}>
          <h2 id="results-all" className={styles.groupTitle}>{restHeading}</h2>
          {grid(rest)}
        </section>
      )}
    </>
  );
}
