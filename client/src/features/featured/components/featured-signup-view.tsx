import type { FeaturedListingOutput, FeaturedPlanOffer, ListingCard } from '@crashpad/sync';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format/format-money';
import { Button } from '../../../ui/button/button';
import { Skeleton } from '../../../ui/feedback/skeleton';
import { FormError } from '../../../ui/field/form-error';
import { useFeaturedListing } from '../data/use-featured';
import { useFeaturedCheckout } from '../data/use-featured-checkout';
import { canBuy, defaultPlan } from '../model/checkout';
import { problemText } from './featured-view';
import styles from './featured.module.css';

/**
 * /featured-signup/{id} (spec 2 §2 "Featured checkout"): heading with the listing's title, its
 * summary (drawn by the route), the three plans and the checkout button with the server's answer.
 */
export function FeaturedSignupView({ id, renderSummary }: { id: string; renderSummary: (card: ListingCard) => ReactNode }) {
  const { t } = useTranslation();
  const listing = useFeaturedListing(id);
  if (listing.status === 'loading') return <div className={styles.page}><Skeleton lines={6} height="1.4em" /></div>;
  if (listing.status === 'error') {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('featured.signup.title_unknown')}</h1>
        <div role="alert" className={styles.problem}>
          <p>{problemText(listing.error, t)}</p>
          <Button variant="secondary" small onClick={listing.retry}>
            {t('featured.retry')}
          </Button>
        </div>
      </div>
    );
  }
  return <SignupForm offer={listing.value} summary={renderSummary(listing.value.data)} />;
}

function SignupForm({ offer, summary }: { offer: FeaturedListingOutput; summary: ReactNode }) {
  const { t, i18n } = useTranslation();
  const [plan, setPlan] = useState<FeaturedPlanOffer['plan'] | null>(defaultPlan(offer.plans));
  const { state, checkout } = useFeaturedCheckout();
  const buyable = canBuy(offer.feature);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('featured.signup.heading', { title: offer.data.title })}</h1>
      <div className={styles.summary}>{summary}</div>
      {!buyable ? (
        <p role="status" className={styles.note}>
          {t(`featured.signup.already_${offer.feature}`)} <a href="/my-crashpads">{t('featured.my_listings_link')}</a>
        </p>
      ) : (
        <form
          className={styles.form}
          onSubmit={(e) => {
            e.preventDefault();
            if (plan) void checkout({ listing_id: offer.data.id, featured_listing_plan: plan });
          }}
        >
          <fieldset className={styles.plans}>
            <legend>{t('featured.signup.choose_plan')}</legend>
            {offer.plans.map((p) => (
              <label key={p.plan} className={styles.plan}>
                <input type="radio" name="featured_listing_plan" value={p.plan} checked={plan === p.plan} onChange={() => setPlan(p.plan)} />
                <span className={styles.planName}>{t(`featured.plans.${p.plan}.name`)}</span>
                <span className={styles.planPrice}>{t(p.recurring ? 'featured.signup.per_month' : 'featured.signup.once', { price: formatMoney(p.price_cents, i18n.language) })}</span>
                <span className={styles.planNote}>{t(`featured.plans.${p.plan}.note`)}</span>
              </label>
            ))}
          </fieldset>
          <FormError>
            {state.status === 'failed' ? (
              <>
                {state.message}
                {state.needsCard && (
                  <>
                    {' '}
                    <a href="/update-payment-method">{t('featured.signup.update_card_link')}</a>
                  </>
                )}
              </>
            ) : null}
          </FormError>
          {state.status === 'done' && <p role="status">{t('featured.signup.redirecting')}</p>}
          <Button type="submit" loading={state.status === 'sending'} disabled={!plan || state.status === 'done' || state.status === 'sending'}>
            {t('featured.signup.checkout')}
          </Button>
        </form>
      )}
    </div>
  );
}
