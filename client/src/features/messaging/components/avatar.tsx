import styles from './inbox.module.css';

/** The counterpart's photo, or their initials when they have none (decorative: the name is shown next to it). */
export function Avatar({ photo, name }: { photo: string | null; name: string }) {
  if (photo) return <img className={styles.avatar} src={photo} alt="" width={56} height={56} loading="lazy" />;
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
  return (
    <span className={styles.initials} aria-hidden="true">
      {initials || '?'}
    </span>
  );
}
