import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button/button';
import { toast } from '../../../ui/toast/toast-store';
import { shareLinks } from '../model/listing-facts';
import styles from './listing-detail.module.css';

/** Share the listing: copy its address, e-mail it, or post it to the two social networks of spec 2 §2. */
export function ShareBox({ title }: { title: string }) {
  const { t } = useTranslation();
  const url = window.location.href.split('#')[0] ?? window.location.href;
  const links = shareLinks(url, title, t('listing.share.mail_body'));
  const copy = () => {
    navigator.clipboard
      .writeText(url)
      .then(() => toast.success(t('listing.share.copied')))
      .catch(() => toast.error(t('listing.share.copy_failed')));
  };
  return (
    <section className={styles.section} aria-labelledby="listing-share">
      <h2 id="listing-share">{t('listing.share.title')}</h2>
      <div className={styles.share}>
        <Button variant="secondary" small onClick={copy}>
          {t('listing.share.copy')}
        </Button>
        <a href={links.mail}>{t('listing.share.email')}</a>
        <a href={links.facebook} target="_blank" rel="noopener noreferrer">
          {t('listing.share.facebook')}
        </a>
        <a href={links.x} target="_blank" rel="noopener noreferrer">
          {t('listing.share.x')}
        </a>
      </div>
    </section>
  );
}
