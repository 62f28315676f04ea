import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DropdownMenu, type MenuItem } from '../../../ui/menu/dropdown-menu';

export interface UserMenuProps {
  name: string;
  /** An admin acting as themself (not switched) reaches the admin screens from here. */
  isAdmin: boolean;
  isSwitched: boolean;
  onLogout: () => void;
  onSwitchBack: () => void;
}

/**
 * The greeting dropdown (spec 1 §2): Settings, Translations for admins (spec 2 §2 admin
 * translations), Logout, and Back to admin while switched.
 */
export function UserMenu({ name, isAdmin, isSwitched, onLogout, onSwitchBack }: UserMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const settingsPath: string = '/account-setting';
  const items: MenuItem[] = [{ id: 'settings', label: t('shell.user_menu.settings'), onSelect: () => void navigate({ to: settingsPath }) }];
  if (isAdmin) items.push({ id: 'translations', label: t('shell.user_menu.translations'), onSelect: () => void navigate({ to: '/translations' }) });
  if (isSwitched) items.push({ id: 'switch_back', label: t('shell.user_menu.back_to_admin'), onSelect: onSwitchBack });
  items.push({ id: 'logout', label: t('shell.user_menu.logout'), onSelect: onLogout });
  return <DropdownMenu trigger={t('shell.user_menu.greeting', { name })} items={items} />;
}
