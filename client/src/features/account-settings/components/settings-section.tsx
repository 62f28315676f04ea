import type { ReactNode } from 'react';
import styles from './settings.module.css';

export interface SettingsSectionProps {
  id?: string;
  title: string;
  /** A control beside the heading (the Edit toggle of the e-mail and password sections). */
  action?: ReactNode;
  children: ReactNode;
}

/** One titled card of the settings page; the heading names the region for screen readers. */
export function SettingsSection({ id, title, action, children }: SettingsSectionProps) {
  const headingId = `${id ?? title.replace(/\W+/g, '-').toLowerCase()}-title`;
  return (
    <section id={id} className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHead}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
