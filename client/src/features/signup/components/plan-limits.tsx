import { LISTER_PLANS, PLAN_CATALOGUE, type ListerPlan } from '@crashpad/sync';
import { useTranslation } from 'react-i18next';
import styles from './signup.module.css';

/**
 * What a package allows (spec 1 §3 plan limits): basic one location and 15 tenants, premium
 * 2–4 locations and 100 tenants, pro unlimited. Numbers come from the plan catalogue.
 */
export function PlanLimits({ plan }: { plan: ListerPlan }) {
  const { t } = useTranslation();
  const info = PLAN_CATALOGUE[plan];
  const locations = info.totalLocation;
  const tenants = info.maxTenants;
  // A bigger package starts where the one below it ends: premium is "2–4 locations".
  const below = LISTER_PLANS[LISTER_PLANS.indexOf(plan) - 1];
  const min = (below ? (PLAN_CATALOGUE[below].totalLocation ?? 0) : 0) + 1;
  return (
    <ul className={styles.limits}>
      <li>
        {locations === null
          ? t('signup.package.locations_unlimited')
          : locations === 1
            ? t('signup.package.locations_one')
            : t('signup.package.locations_range', { min, max: locations })}
      </li>
      <li>{tenants === null ? t('signup.package.tenants_unlimited') : t('signup.package.tenants_max', { max: tenants })}</li>
    </ul>
  );
}
