import { createFileRoute } from '@tanstack/react-router';
import { FeaturedSignupView } from '../features/featured/components/featured-signup-view';
import { requireLister } from '../features/my-listings/require-lister';
import { ListingCard } from '../features/search/components/listing-card';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

/** /featured-signup/{id} (auth, listers; spec 2 §2 "Featured checkout"). */
export const Route = createFileRoute('/_auth/featured-signup/$id')({
  beforeLoad: requireLister,
  component: FeaturedSignupPage,
  head: () => pageHead({ title: i18next.t('featured.signup.page_title'), noindex: true }),
});

function FeaturedSignupPage() {
  const { id } = Route.useParams();
  return <FeaturedSignupView id={id} renderSummary={(card) => <ListingCard card={card} />} />;
}
