import type { User } from '@crashpad/sync';
import { AppHeader, type AppHeaderProps } from '../features/shell/components/app-header';
import { UserMenu } from '../features/shell/components/user-menu';
import { useHasRentals } from '../features/shell/data/use-has-rentals';
import { useHeaderCounts } from '../features/shell/data/use-header-counts';
import { useLogout } from '../lib/session/use-logout';
import { useSwitchBack } from '../lib/session/use-switch-back';

export { SyncStatusBanner } from '../features/shell/components/sync-status-banner';
export { SwitchedBanner } from '../lib/session/components/switched-banner';

/*
 * The parts of the app shell only a logged-in user sees: the header's badges, My rentals link and
 * greeting menu (with logout and its outbox guard), the switched-admin and sync banners. A chunk
 * of its own (app/member-chrome-loader.ts), so a visitor's first load does not carry them (issue 11).
 */

export interface MemberHeaderProps extends Omit<AppHeaderProps, 'user' | 'member' | 'userMenu'> {
  user: User;
  isSwitched: boolean;
}

/** The header of a logged-in user: counts refreshed and live, and the greeting dropdown. */
export function MemberHeader({ user, isSwitched, ...header }: MemberHeaderProps) {
  const counts = useHeaderCounts(user.id);
  const hasRentals = useHasRentals(user.id);
  const logout = useLogout();
  const switchBack = useSwitchBack();
  const menu = (
    <UserMenu
      name={user.first_name || user.display_name}
      isAdmin={user.is_admin && !isSwitched}
      isSwitched={isSwitched}
      onLogout={() => void logout()}
      onSwitchBack={() => void switchBack()}
    />
  );
  return <AppHeader {...header} user={user} member={{ ...counts, hasRentals }} userMenu={menu} />;
}
