import type { PublicListing } from '@crashpad/sync';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/use-session';
import { isFull } from '../model/listing-facts';
import { ListingFacts } from './listing-facts';
import { ListingGallery } from './listing-gallery';
import { ListingHighlights } from './listing-highlights';
import { ListingMap } from './listing-map';
import { ListingOptions } from './listing-options';
import { ListingSidebar } from './listing-sidebar';
import { MessageBar } from './message-bar';
import { ShareBox } from './share-box';
import styles from './listing-detail.module.css';

/**
 * /listing/{id} (spec 2 §2 "Listing detail"), read in order of what decides a stay: back to the
 * airports, the photos, title and place with the Save heart, rent, beds free and distance at a
 * glance, full notice, send-a-message (a bar at the bottom on phones), then the facts,
 * description, amenities, neighborhood map, house rules and documents, share links and the
 * lister sidebar. `related` is the lister's other listings and `actions` controls such as
 * the saved-listings heart, both composed by the route.
 */
export function ListingDetailView({
  listing,
  related,
  actions,
  nearby,
  savedCopy,
}: {
  listing: PublicListing;
  related: ReactNode;
  actions?: ReactNode;
  /** Special offers and events around the listing, composed by the route (spec 2 §2). */
  nearby?: ReactNode;
  /**
   * Set when the page is drawn from the saved copy on this device (offline, issue 8): the note
   * shown under the title; figures that only the server knows (views, reviews) are left out.
   */
  savedCopy?: ReactNode;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const isOwner = session.user?.id === listing.user_id;
  return (
    <div className={styles.page}>
      <div className={styles.main}>
        <nav className={styles.back} aria-label={t('listing.back_label')}>
          {listing.airports.map((a) => (
            <Link key={a.id} to="/search/airports/$prefix" params={{ prefix: a.prefix.toLowerCase() }}>
              {t('listing.back_to_airport', { prefix: a.prefix })}
            </Link>
          ))}
        </nav>
        <ListingGallery images={listing.images} title={listing.title} />
        <div className={styles.intro}>
          <div className={styles.titleRow}>
            <div className={styles.titleBlock}>
              <h1 className={styles.title}>{listing.title}</h1>
              <p className={styles.subtitle}>{[listing.neighborhood, listing.city, listing.state, listing.country].filter(Boolean).join(', ')}</p>
            </div>
            {actions && <div className={styles.actions}>{actions}</div>}
          </div>
          {savedCopy}
          <ListingHighlights listing={listing} />
          {isFull(listing) && (
            <p className={styles.full} role="status">
              {t('listing.full_notice')}
            </p>
          )}
          {!isOwner && <MessageBar listing={listing} loggedIn={session.isLoggedIn} />}
        </div>
        <ListingFacts listing={listing} />
        <section className={styles.section} aria-labelledby="listing-description">
          <h2 id="listing-description">{t('listing.description')}</h2>
          <p className={styles.text}>{listing.description}</p>
        </section>
        <ListingOptions listing={listing} />
        <ListingMap listing={listing} />
        {(listing.rules_policies_des || listing.rules_policies_doc.length > 0) && (
          <section className={styles.section} aria-labelledby="listing-rules">
            <h2 id="listing-rules">{t('listing.rules')}</h2>
            {listing.rules_policies_des && <p className={styles.text}>{listing.rules_policies_des}</p>}
            {listing.rules_policies_doc.length > 0 && (
              <ul className={styles.documents} aria-label={t('listing.documents')}>
                {listing.rules_policies_doc.map((doc) => (
                  <li key={doc.url}>
                    <a href={doc.url} download={doc.name}>
                      {t('listing.download', { name: doc.name })}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
        {nearby}
        <ShareBox title={listing.title} />
      </div>
      <ListingSidebar listing={listing} loggedIn={session.isLoggedIn} isOwner={isOwner} liveFigures={!savedCopy} />
      {related}
    </div>
  );
}
