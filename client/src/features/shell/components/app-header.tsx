import type { Language, User } from '@crashpad/sync';
import { Link, useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasRoute } from '../../../lib/navigation/route-exists';
import { useHasRentals } from '../data/use-has-rentals';
import { useHeaderCounts } from '../data/use-header-counts';
import { formatBadge, navItemsFor } from '../model/nav-model';
import styles from './app-header.module.css';
import { LanguageMenu } from './language-menu';
import { UserMenu } from './user-menu';

export interface AppHeaderProps {
  brand: string;
  user: User | null;
  isSwitched: boolean;
  language: Language;
  onChangeLanguage: (lng: Language) => void;
  onLogout: () => void;
  onSwitchBack: () => void;
}

/** The site header (spec 1 §2). On phones the links fold behind a menu button. */
export function AppHeader({ brand, user, isSwitched, language, onChangeLanguage, onLogout, onSwitchBack }: AppHeaderProps) {
  const { t } = useTranslation();
  const pathname = useLocation({ select: (l) => l.pathname });
  const counts = useHeaderCounts(user?.id ?? null);
  // The phone menu belongs to the page it was opened on: navigating closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const hasRoute = useHasRoute();
  const hasRentals = useHasRentals(user?.id ?? null);
  const items = navItemsFor({ user, ...counts, hasRentals, hasRoute });
  const messages = items.find((item) => item.id === 'messages');
  const phoneBadge = messages?.count === undefined ? null : formatBadge(messages.count);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand}>
          {brand}
        </Link>
        {/* On phones the links fold behind Menu: unread messages stay visible on the bar itself. */}
        {messages && phoneBadge && (
          <Link to={messages.to} className={styles.phoneMessages} aria-label={t('shell.nav.messages_unread', { count: messages.count })}>
            <span className={styles.envelope} aria-hidden="true" />
            <span className={styles.badge} aria-hidden="true">
              {phoneBadge}
            </span>
          </Link>
        )}
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="main-navigation"
          onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
        >
          <span className={styles.burger} aria-hidden="true" />
          {t('shell.nav.menu')}
        </button>
        <nav id="main-navigation" aria-label={t('shell.nav.label')} className={styles.nav} data-open={menuOpen}>
          <ul className={styles.links}>
            {items.map((item) => {
              const badge = item.count === undefined ? null : formatBadge(item.count);
              return (
                <li key={item.id}>
                  <Link to={item.to} className={styles.link} activeProps={{ 'aria-current': 'page' }} activeOptions={{ exact: item.to === '/' }}>
                    {t(item.labelKey)}
                    {badge && (
                      <span className={styles.badge}>
                        <span aria-hidden="true">{badge}</span>
                        <span className={styles.hidden}>{t('shell.nav.unread', { count: item.count })}</span>
                      </span>
                    )}
                  </Link>
                </li>
              );
            })}
          </ul>
          <div className={styles.tools}>
            {user && <UserMenu name={user.first_name || user.display_name} isAdmin={user.is_admin && !isSwitched} isSwitched={isSwitched} onLogout={onLogout} onSwitchBack={onSwitchBack} />}
            <LanguageMenu language={language} onChange={onChangeLanguage} />
          </div>
        </nav>
      </div>
    </header>
  );
}
