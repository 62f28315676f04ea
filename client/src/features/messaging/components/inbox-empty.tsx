import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../ui/button/button';
import { EmptyState } from '../../../ui/views/empty-state';
import styles from './inbox.module.css';

/** Two speech bubbles over an envelope: the inbox illustration (inline, so it shows offline). */
function EmptyInboxIllustration() {
  return (
    <svg className={styles.illustration} viewBox="0 0 160 120" aria-hidden="true" focusable="false">
      <rect x="20" y="48" width="120" height="64" rx="8" fill="#e8eef9" stroke="#0b3d91" strokeWidth="3" />
      <path d="M22 52l58 36 58-36" fill="none" stroke="#0b3d91" strokeWidth="3" strokeLinejoin="round" />
      <rect x="8" y="8" width="64" height="32" rx="10" fill="#ffffff" stroke="#57606a" strokeWidth="2.5" />
      <path d="M24 40l-4 10 14-10" fill="#ffffff" stroke="#57606a" strokeWidth="2.5" strokeLinejoin="round" />
      <circle cx="28" cy="24" r="3" fill="#57606a" />
      <circle cx="40" cy="24" r="3" fill="#57606a" />
      <circle cx="52" cy="24" r="3" fill="#57606a" />
      <rect x="92" y="4" width="60" height="30" rx="10" fill="#ffb703" />
      <path d="M136 34l4 10-14-10" fill="#ffb703" />
      <path d="M104 19h36" stroke="#1b1f24" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** Empty inbox tab or a search without results (spec 3 §2: an illustration when there are no messages). */
export function InboxEmpty({ archived, query }: { archived: boolean; query: string }) {
  const { t } = useTranslation();
  if (query) {
    return <EmptyState illustration={<EmptyInboxIllustration />} title={t('messaging.inbox.no_results_title', { query })} message={t('messaging.inbox.no_results_message')} />;
  }
  if (archived) {
    return <EmptyState illustration={<EmptyInboxIllustration />} title={t('messaging.inbox.empty_archived_title')} message={t('messaging.inbox.empty_archived_message')} />;
  }
  return (
    <EmptyState
      illustration={<EmptyInboxIllustration />}
      title={t('messaging.inbox.empty_title')}
      message={t('messaging.inbox.empty_message')}
      action={
        <Link to="/airports" className={buttonClass('primary')}>
          {t('messaging.inbox.find_crashpad')}
        </Link>
      }
    />
  );
}
