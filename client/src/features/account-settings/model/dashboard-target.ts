import { roleOfPlan, type Role } from '@crashpad/sync';

/** Where each role starts (spec 1 §2 after sign-up): listers their listings, seekers the airports, tenants their rentals. */
export const ROLE_HOME: Record<Role, { to: string; labelKey: string }> = {
  lister: { to: '/my-crashpads', labelKey: 'settings.dashboard.go_lister' },
  seeker: { to: '/airports', labelKey: 'settings.dashboard.go_seeker' },
  tenant: { to: '/my-crashpad', labelKey: 'settings.dashboard.go_tenant' },
};

export function dashboardTarget(plan: string | null): { role: Role; to: string; labelKey: string } {
  const role = roleOfPlan(plan);
  return { role, ...ROLE_HOME[role] };
}
