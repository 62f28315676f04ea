import type { TaxonomyKind } from '@crashpad/sync';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../ui/tabs/tabs';
import { TAXONOMY_TABS } from '../model/taxonomy-tabs';
import { TaxonomyPanel } from './taxonomy-panel';
import styles from './translations-admin.module.css';

/** /translations (admin, spec 2 §2): Amenities, Near by Places and Preferences tabs. */
export function TranslationsView({ tab, onTab }: { tab: TaxonomyKind; onTab: (tab: TaxonomyKind) => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('translations_admin.title')}</h1>
      <p className={styles.intro}>{t('translations_admin.intro')}</p>
      <Tabs
        label={t('translations_admin.tabs_label')}
        selected={tab}
        onSelect={(id) => onTab(id as TaxonomyKind)}
        tabs={TAXONOMY_TABS.map((item) => ({
          id: item.kind,
          label: t(`translations_admin.${item.item}.tab`),
          panel: <TaxonomyPanel key={item.kind} tab={item} />,
        }))}
      />
    </div>
  );
}
