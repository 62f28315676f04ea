import type { PublicListing } from '@crashpad/sync';
import { useTranslation } from 'react-i18next';
import { useListingOptions } from '../data/use-listing-options';
import { optionNames } from '../model/option-names';
import styles from './listing-detail.module.css';

const SECTIONS = [
  { kind: 'amenities', field: 'amenities' },
  { kind: 'preferences', field: 'preferences' },
  { kind: 'places', field: 'places' },
] as const;

/** Amenities, preferences and nearby places by name (spec 2 §2); a section without names is hidden. */
export function ListingOptions({ listing }: { listing: Pick<PublicListing, 'amenities' | 'preferences' | 'places'> }) {
  const { t, i18n } = useTranslation();
  const lists = useListingOptions();
  if (!lists) return null;
  return (
    <>
      {SECTIONS.map(({ kind, field }) => {
        const names = optionNames(listing[field], lists[kind], i18n.language);
        if (!names.length) return null;
        return (
          <section key={kind} className={styles.section} aria-labelledby={`listing-${kind}`}>
            <h2 id={`listing-${kind}`}>{t(`listing.options.${kind}`)}</h2>
            <ul className={styles.chips}>
              {names.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
