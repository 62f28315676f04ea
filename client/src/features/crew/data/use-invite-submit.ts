import type { Rental } from '@crashpad/sync';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDatabase } from '../../../db/database-context';
import { useApi } from '../../../lib/api-client/api-context';
import { failureText } from '../../../lib/forms/submit-error';
import { toast } from '../../../ui/toast/toast-store';
import { firstInviteIssue, localToday, toInvitePayload, type InviteValues } from '../model/invite-form';
import { crewApi } from './crew-api';
import { queueInvite } from './invite-outbox';

/**
 * Submitting the invite modal. Create mode always goes through the outbox (online or not): one
 * path, delivered exactly once, its result replicated back. Edit mode (an existing rental) is an
 * online call whose server message is shown on failure (spec 3 §8).
 */
export function useInviteSubmit(editing: Rental | null, onDone: (queuedRowId: string | null) => void) {
  const { t } = useTranslation();
  const db = useDatabase();
  const api = useApi();
  const [busy, setBusy] = useState(false);

  async function submit(values: InviteValues): Promise<{ field: string } | null> {
    const issue = firstInviteIssue(values, localToday(new Date()));
    if (issue) {
      toast.error(t(issue.message));
      return { field: issue.field };
    }
    setBusy(true);
    try {
      if (editing) {
        await crewApi.updateInvite(api, editing.id, toInvitePayload(values));
        toast.success(t('crew.invite.updated'));
        onDone(null);
      } else {
        if (!db) throw new Error('local database is not open');
        const row = await queueInvite(db, toInvitePayload(values));
        onDone(row.id);
      }
      return null;
    } catch (err) {
      toast.error(failureText(err, t, { offline: 'crew.invite.edit_offline', fallback: 'crew.something_wrong' }));
      return null;
    } finally {
      setBusy(false);
    }
  }

  return { submit, busy, ready: editing !== null || db !== null };
}
