import type { ListingCard as ListingCardData, ListingSearchOutput } from '@crashpad/sync';
import { Link } from '@tanstack/react-router';
import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../../ui/button/button';
import { Skeleton } from '../../../ui/feedback/skeleton';
import { EmptyState } from '../../../ui/views/empty-state';
import { useListingSearch } from '../data/use-listing-search';
import type { SearchTarget } from '../data/search-request';
import { formatAverage } from '../model/price-range';
import type { SearchParams, SearchParamsUpdate } from '../model/search-params';
import { ListingGrid } from './listing-grid';
import { ResultGroupsView } from './result-groups';
import { SearchControls } from './search-controls';
import { SearchMap } from './search-map';
import { SearchProblem } from './search-problem';
import styles from './search-results-view.module.css';

/**
 * The airport/city search page (spec 2 §2): heading, count, average low/high rent, sort and
 * filter bar, map of the results, featured listings first under their own heading (the server
 * orders them), then the sorted rest, paging with "See more".
 */
export function SearchResultsView({
  target,
  params,
  onChangeParams,
  cardAction,
  nearby,
}: {
  target: SearchTarget;
  params: SearchParams;
  onChangeParams: (update: SearchParamsUpdate) => void;
  /** A control the route puts on each card (the saved-listings heart). */
  cardAction?: (card: ListingCardData) => ReactNode;
  /** Sections the route shows around the searched place once it is known (events, offers). */
  nearby?: (centre: ListingSearchOutput['centre']) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const search = useListingSearch(target, params);
  const { first } = search;
  // The cards render in the background, in slices that yield to the browser every few
  // milliseconds, not as one long task when the answer lands (issue 11: blocking time on a phone).
  // Until then the skeleton stays, so nothing jumps (CLS).
  const cards = useDeferredValue(search.cards);
  const drawing = cards !== search.cards && cards.length === 0;
  const filtered = params.occupied === 'hide' || params.gender !== undefined;
  const average = first ? formatAverage(first.average_price, i18n.language) : null;

  return (
    <div className={styles.page}>
      <header className={styles.header} aria-busy={search.status === 'loading'}>
        <div className={styles.headingSlot}>
          {first ? (
            <>
              <h1 className={styles.title}>{t('search.heading', { name: first.centre.name, prefix: first.centre.prefix })}</h1>
              <p className={styles.summary}>
                {t('search.count', { count: first.total, radius: first.centre.radius_miles })}
                {average && <span className={styles.average}>{t('search.average', { range: average })}</span>}
              </p>
            </>
          ) : search.status === 'loading' ? (
            <Skeleton lines={2} height="1.6em" />
          ) : (
            <h1 className={styles.title}>{t('search.title')}</h1>
          )}
        </div>
        <p className={styles.tip}>{t('search.tip_save')}</p>
      </header>
      <SearchMap centre={first ? first.centre : null} cards={cards} waiting={search.status === 'loading' || drawing} />
      <SearchControls params={params} onChange={onChangeParams} />
      {(search.status === 'loading' || drawing) && <ResultsSkeleton />}
      {search.status === 'error' && <SearchProblem error={search.error} onRetry={search.retry} />}
      {search.status === 'ready' && search.cards.length === 0 && (
        <EmptyState
          title={t('search.empty.title')}
          message={t(filtered ? 'search.empty.filtered' : 'search.empty.message')}
          action={
            filtered ? (
              <Button variant="secondary" onClick={() => onChangeParams((current) => ({ sort: current.sort, dir: current.dir }))}>
                {t('search.empty.clear_filters')}
              </Button>
            ) : (
              <Link to="/airports" className={buttonClass('secondary')}>
                {t('search.back_to_airports')}
              </Link>
            )
          }
        />
      )}
      {/* A new search empties search.cards at once: the old cards go with it, not a moment later. */}
      {cards.length > 0 && search.cards.length > 0 && (
        <>
          <ResultGroupsView cards={cards} params={params} centre={first?.centre} cardAction={cardAction} />
          <div className={styles.more} aria-live="polite">
            <p className={styles.shown}>{t('search.shown', { shown: cards.length, total: first?.total ?? 0 })}</p>
            {search.moreError !== null && <p role="alert" className={styles.moreError}>{t('search.more_failed')}</p>}
            {search.hasMore && (
              <Button variant="secondary" loading={search.loadingMore} onClick={search.loadMore}>
                {t('search.see_more')}
              </Button>
            )}
          </div>
        </>
      )}
      {first && nearby?.(first.centre)}
    </div>
  );
}

function ResultsSkeleton() {
  return (
    <ListingGrid>
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className={styles.skeletonCard}>
          <Skeleton height={140} />
          <Skeleton lines={3} />
        </div>
      ))}
    </ListingGrid>
  );
}
