import { Children, type ReactNode } from 'react';
import styles from './listing-grid.module.css';

/** Cards in one column on phones, more as the page widens. */
export function ListingGrid({ children }: { children: ReactNode }) {
  return (
    <ul className={styles.grid}>
      {Children.map(children, (child) => (
        <li className={styles.item}>{child}</li>
      ))}
    </ul>
  );
}
