import { createFileRoute } from '@tanstack/react-router';
import { FeaturedView } from '../features/featured/components/featured-view';
import { ListingCard } from '../features/search/components/listing-card';
import { ListingGrid } from '../features/search/components/listing-grid';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

/** /featured (spec 2 §2 "Featured listings"): drawn with the search page's cards. */
export const Route = createFileRoute('/featured')({
  component: FeaturedPage,
  head: () => pageHead({ title: i18next.t('featured.meta.title'), description: i18next.t('featured.meta.description'), canonicalPath: '/featured' }),
});

function FeaturedPage() {
  return (
    <FeaturedView
      renderCards={(cards) => (
        <ListingGrid>
          {cards.map((card) => (
            <ListingCard key={card.id} card={card} />
          ))}
        </ListingGrid>
      )}
    />
  );
}
