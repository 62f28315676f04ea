import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../../lib/config/use-config';
import { useAddCheck } from '../data/use-editor-start';
import { emptyListingForm } from '../model/listing-form';
import { EditorPage } from './editor-page';
import { ListingWizard } from './listing-wizard';
import styles from './editor.module.css';

/** /create-crashpad: the add check first (spec 2 §6), then the wizard in create mode. */
export function CreateListing() {
  const { t } = useTranslation();
  const { site } = useConfig();
  const check = useAddCheck();
  // Without the crashpad site feature the crashpad types are not offered; a house is the usual start.
  const [initial] = useState(() => emptyListingForm(site === 'site.crashpad' ? 'crashpad' : 'house'));
  const upgradePath: string = '/upgrade-account';
  const cardPath: string = '/update-payment-method';
  return (
    <EditorPage mode="create">
      {check.status === 'blocked' && (
        <div className={styles.notice} role="alert">
          <p>{check.message}</p>
          {/* The payments screens: a bigger plan for 403, a card for 408 (spec 1 §6). */}
          {check.reason === 'upgrade' && <Link to={upgradePath}>{t('listing_editor.upgrade_link')}</Link>}
          {check.reason === 'card' && <Link to={cardPath}>{t('listing_editor.add_card_link')}</Link>}
          {check.reason === 'other' && (
            <Link to="/account-setting" hash="change-plans">
              {t('listing_editor.change_plan')}
            </Link>
          )}
        </div>
      )}
      <ListingWizard mode="create" initial={initial} loadedDescription={null} blocked={check.status === 'blocked'} />
    </EditorPage>
  );
}
