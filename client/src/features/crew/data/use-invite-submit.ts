import type { Rental } from '@crashpad/sync';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDatabase } from '../../../db/database-context';
import { toast } from '../../../ui/toast/toast-store';
import { firstInviteIssue, localToday, toInvitePayload, type InviteValues } from '../model/invite-form';
import { queueInvite, queueInviteUpdate } from './invite-outbox';

/**
 * Submitting the invite modal. Both modes go through the outbox (online or not): one path,
 * delivered exactly once, its result (sent, or failed with the server's reason) replicated back
 * and shown by the modal — create as `invite_tenant`, edit of an existing rental as `update_invite`.
 */
export function useInviteSubmit(editing: Rental | null, onDone: (queuedRowId: string) => void) {
  const { t } = useTranslation();
  const db = useDatabase();
  const [busy, setBusy] = useState(false);

  async function submit(values: InviteValues): Promise<{ field: string } | null> {
    const issue = firstInviteIssue(values, localToday(new Date()));
    if (issue) {
      toast.error(t(issue.message));
      return { field: issue.field };
    }
    setBusy(true);
    try {
      if (!db) throw new Error('local database is not open');
      const row = editing ? await queueInviteUpdate(db, editing.id, toInvitePayload(values)) : await queueInvite(db, toInvitePayload(values));
      onDone(row.id);
      return null;
    } catch {
      // Only the device can fail here (the local database): the server's answer comes on the row.
      toast.error(t('crew.something_wrong'));
      return null;
    } finally {
      setBusy(false);
    }
  }

  return { submit, busy, ready: db !== null };
}
