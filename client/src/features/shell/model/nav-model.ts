import { BADGE_MAX, BADGE_OVERFLOW_ABOVE, roleOfPlan, type User } from '@crashpad/sync';

/** spec 1 §2, §9: the unread badge shows the count, "99+" above 100 (the spec's words), nothing at 0. */
export function formatBadge(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_OVERFLOW_ABOVE ? `${BADGE_MAX}+` : String(Math.floor(count));
}

export interface NavItem {
  id: 'home' | 'create_account' | 'login' | 'messages' | 'my_listings' | 'my_crew' | 'my_rentals' | 'saved' | 'contact';
  /** A plain path: several targets are routes other features add. */
  to: string;
  labelKey: string;
  /** Unread count for the badge (messages). */
  count?: number;
}

export interface NavInput {
  user: Pick<User, 'status' | 'user_plan'> | null;
  unreadMessages: number;
  pendingInvites: number;
  /** The user has rentals on this device (accepted tenants reach My rentals and the Pad Pass offline). */
  hasRentals?: boolean;
  /** Whether the app has a page at a path; links to pages not built yet are left out. */
  hasRoute: (path: string) => boolean;
}

/**
 * The header links (spec 1 §2, §6). Logged out: Home, Create account, Login. Logged in:
 * Messages (ACTIVE users), My listings and My crew (ACTIVE listers), My rentals (when rental
 * invitations exist or the user has rentals), Saved (saved listings, readable offline), Contact. A link whose page the
 * app does not have yet (My crew, My rentals before the rentals work) is left out rather than
 * leading to the 404 page.
 */
export function navItemsFor({ user, unreadMessages, pendingInvites, hasRentals = false, hasRoute }: NavInput): NavItem[] {
  if (!user) {
    return [
      { id: 'home', to: '/', labelKey: 'shell.nav.home' },
      { id: 'create_account', to: '/create-account', labelKey: 'shell.nav.create_account' },
      { id: 'login', to: '/login', labelKey: 'shell.nav.login' },
    ];
  }
  const active = user.status === 'ACTIVE';
  const role = roleOfPlan(user.user_plan);
  const items: NavItem[] = [];
  if (active) items.push({ id: 'messages', to: '/messages', labelKey: 'shell.nav.messages', count: unreadMessages });
  if (active && role === 'lister') {
    items.push({ id: 'my_listings', to: '/my-crashpads', labelKey: 'shell.nav.my_listings' }, { id: 'my_crew', to: '/my-crew', labelKey: 'shell.nav.my_crew' });
  }
  if (pendingInvites > 0 || hasRentals) items.push({ id: 'my_rentals', to: '/my-crashpad', labelKey: 'shell.nav.my_rentals' });
  return items.concat(
    { id: 'saved', to: '/saved', labelKey: 'saved.nav' },
    { id: 'contact', to: '/contact', labelKey: 'shell.nav.contact' },
  ).filter((item) => hasRoute(item.to));
}
