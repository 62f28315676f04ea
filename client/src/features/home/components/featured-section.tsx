import type { ListingCard } from '@crashpad/sync';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/api-client/api-context';
import { loadFeaturedListings } from '../data/home-api';
import { useOptionalList } from '../data/use-optional-list';
import { sectionItems } from '../model/home-sections';
import styles from './home-sections.module.css';

/** Featured listings on home (max 4); shown only when the call succeeds with at least one. */
export function FeaturedSection({ render }: { render: (cards: ListingCard[]) => ReactNode }) {
  const { t } = useTranslation();
  const api = useApi();
  const load = useCallback((signal: AbortSignal) => loadFeaturedListings(api, signal), [api]);
  const cards = sectionItems(useOptionalList(load, 'featured'));
  if (!cards) return null;
  return (
    <section className={styles.section} aria-labelledby="home-featured">
      <h2 id="home-featured" className={styles.heading}>
        {t('home.featured.title')}
      </h2>
      {render(cards)}
    </section>
  );
}
