import type { Rental } from '@crashpad/sync';
import { Link } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFlag } from '../../../lib/config/use-config';
import { Button } from '../../../ui/button/button';
import { Tabs } from '../../../ui/tabs/tabs';
import { EmptyState } from '../../../ui/views/empty-state';
import { downloadText } from '../data/download-file';
import { useCrewRentals } from '../data/use-crew-rentals';
import { useUnrented } from '../data/use-unrented';
import { crewCsv, crewCsvName } from '../model/crew-export';
import { filterCrew, locationsOf, type CrewFilter, type CrewTab } from '../model/crew-filter';
import type { InviteValues } from '../model/invite-form';
import { AutopayHelpCard } from './autopay-help-card';
import { CrewDialogs } from './crew-dialogs';
import { CrewFilters } from './crew-filters';
import { CrewMessageDialog } from './crew-message-dialog';
import { CrewStats } from './crew-stats';
import { InviteModal } from './invite-modal';
import { PadPassEditor } from './pad-pass-editor';
import { QueuedInvites } from './queued-invites';
import type { TenantDialog } from './tenant-actions-menu';
import { TenantItem } from './tenant-item';
import { useRentalsWithQueuedChange } from '../data/queued-rental-changes';
import styles from './crew.module.css';

export interface MyCrewPageProps {
  userId: string;
  /** Opened from the inbox, a chat or My Listings: the invite modal opens with these values. */
  invite: Partial<InviteValues> | null;
  onInviteClosed: () => void;
}

/** My Crew (spec 3 §2): tenants from the replicated rentals, so the list opens offline. */
export function MyCrewPage({ userId, invite, onInviteClosed }: MyCrewPageProps) {
  const { t } = useTranslation();
  const autopayFlag = useFlag('autopay');
  const { rentals, loading } = useCrewRentals(userId);
  const changeQueued = useRentalsWithQueuedChange();
  const [tab, setTab] = useState<CrewTab>('active');
  const [filter, setFilter] = useState<CrewFilter>({ keyword: '', status: '', location: '' });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [adding, setAdding] = useState(false);
  const [messaging, setMessaging] = useState(false);
  const [editingPadPass, setEditingPadPass] = useState(false);
  const [dialog, setDialog] = useState<{ action: TenantDialog; rental: Rental } | null>(null);
  const onFilter = useCallback((next: CrewFilter) => setFilter(next), []);
  const shown = useMemo(() => filterCrew(rentals, tab, filter), [rentals, tab, filter]);
  const locations = useMemo(() => locationsOf(rentals), [rentals]);
  const unrented = useUnrented(userId, editingPadPass);
  // Pad Pass details are per listing: every listing the lister has, else those their rentals name.
  const padPassListings = unrented.data ? unrented.data.data.map((l) => ({ id: l.listing_id, title: l.title })) : locations;
  const selectedIds = shown.filter((r) => selected.has(r.id)).map((r) => r.id);
  const toggle = (id: string, on: boolean) => setSelected((s) => { const next = new Set(s); if (on) next.add(id); else next.delete(id); return next; });

  const list = (
    <>
      {loading && <p role="status">{t('crew.loading')}</p>}
      {!loading && shown.length === 0 && <EmptyState title={t(rentals.length === 0 ? 'crew.empty.title' : 'crew.empty.filtered')} message={rentals.length === 0 ? t('crew.empty.message') : undefined} />}
      {shown.length > 0 && (
        <ul className={styles.list} aria-label={t(`crew.tabs.${tab}`)}>
          {shown.map((rental) => (
            <TenantItem key={rental.id} rental={rental} selected={selected.has(rental.id)} onSelect={(on) => toggle(rental.id, on)} onDialog={(action) => setDialog({ action, rental })} changeQueued={changeQueued.has(rental.id)} />
          ))}
        </ul>
      )}
    </>
  );

  return (
    <div className={styles.page}>
      <div className={styles.headerRow}>
        <h1 className={styles.title}>{t('crew.title')}</h1>
        <Button onClick={() => setAdding(true)}>{t('crew.add_tenant')}</Button>
      </div>
      <p className={styles.intro}>
        {t('crew.intro')} <Link to="/my-crashpads">{t('crew.my_listings_link')}</Link>
      </p>
      {autopayFlag && <AutopayHelpCard />}
      <CrewStats tenants={rentals.filter((r) => r.status === 'accepted').length} />
      <QueuedInvites rentals={rentals} />
      <CrewFilters filter={filter} locations={locations} onChange={onFilter} />
      <div className={styles.toolbar}>
        <Button variant="secondary" disabled={shown.length === 0} onClick={() => downloadText(crewCsv(shown, t), crewCsvName(new Date()), 'text/csv;charset=utf-8')}>
          {t('crew.export.button')}
        </Button>
        <Button variant="secondary" onClick={() => setEditingPadPass(true)}>
          {t('crew.pad_pass.button')}
        </Button>
        {selectedIds.length > 0 && <Button onClick={() => setMessaging(true)}>{t('crew.message.button', { count: selectedIds.length })}</Button>}
      </div>
      <Tabs
        label={t('crew.tabs.label')}
        selected={tab}
        onSelect={(id) => setTab(id === 'history' ? 'history' : 'active')}
        tabs={[
          { id: 'active', label: t('crew.tabs.active'), panel: tab === 'active' ? list : null },
          { id: 'history', label: t('crew.tabs.history'), panel: tab === 'history' ? list : null },
        ]}
      />
      {(adding || invite) && (
        <InviteModal
          userId={userId}
          editing={null}
          prefill={invite ?? undefined}
          onClose={() => {
            setAdding(false);
            onInviteClosed();
          }}
        />
      )}
      {editingPadPass && <PadPassEditor listings={padPassListings} onClose={() => setEditingPadPass(false)} />}
      {messaging && <CrewMessageDialog rentalIds={selectedIds} onClose={() => setMessaging(false)} />}
      <CrewDialogs userId={userId} open={dialog} onClose={() => setDialog(null)} />
    </div>
  );
}
