import type { Language, User } from '@crashpad/sync';
import { Link, useLocation } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasRoute } from '../../../lib/navigation/route-exists';
import { formatBadge, navItemsFor, type NavInput } from '../model/nav-model';
import styles from './app-header.module.css';
import { LanguageMenu } from './language-menu';

/** What only a logged-in user's header shows, from the member chrome (app/member-chrome.tsx). */
export type MemberNavState = Pick<NavInput, 'unreadMessages' | 'pendingInvites' | 'hasRentals'>;

const NO_MEMBER_STATE: MemberNavState = { unreadMessages: 0, pendingInvites: 0, hasRentals: false };

export interface AppHeaderProps {
  brand: string;
  user: User | null;
  language: Language;
  onChangeLanguage: (lng: Language) => void;
  /** Badges and My rentals: none for a visitor, nor for a member while that code loads. */
  member?: MemberNavState;
  /** The greeting dropdown of a logged-in user. */
  userMenu?: ReactNode;
}

/** The site header (spec 1 §2). On phones the links fold behind a menu button. */
export function AppHeader({ brand, user, language, onChangeLanguage, member = NO_MEMBER_STATE, userMenu }: AppHeaderProps) {
  const { t } = useTranslation();
  const pathname = useLocation({ select: (l) => l.pathname });
  // The phone menu belongs to the page it was opened on: navigating closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const hasRoute = useHasRoute();
  const items = navItemsFor({ user, ...member, hasRoute });
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
            {userMenu}
            <LanguageMenu language={language} onChange={onChangeLanguage} />
          </div>
        </nav>
      </div>
    </header>
  );
}
