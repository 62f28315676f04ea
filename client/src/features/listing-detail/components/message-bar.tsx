import type { PublicListing } from '@crashpad/sync';
import { useTranslation } from 'react-i18next';
import { messageHref } from '../model/listing-facts';
import styles from './listing-detail.module.css';
import { useRentText } from './listing-highlights';

/**
 * "Send a message" on the listing page (spec 2 §2). On phones it is a bar stuck to the bottom of
 * the screen with the rent beside it, so it is in reach wherever the reader scrolled; from
 * tablet width up it sits under the title.
 */
export function MessageBar({ listing, loggedIn }: { listing: PublicListing; loggedIn: boolean }) {
  const { t } = useTranslation();
  const rent = useRentText(listing);
  return (
    <div className={styles.messageBar}>
      <p className={styles.messageBarPrice} aria-hidden="true">
        {rent}
      </p>
      <a className={styles.message} href={messageHref(listing, loggedIn)}>
        {t('listing.send_message')}
      </a>
    </div>
  );
}
