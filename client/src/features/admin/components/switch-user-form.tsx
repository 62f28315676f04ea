import { roleOfPlan } from '@crashpad/sync';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, OfflineError } from '../../../lib/api-client/api-error';
import { Button } from '../../../ui/button/button';
import { confirmDialog } from '../../../ui/dialog/dialog-store';
import { TextField } from '../../../ui/field/text-field';
import { useSession } from '../../../lib/session/use-session';
import { useAdminApi } from '../data/use-admin-api';
import { isUserId, normalizeUserId } from '../model/user-id';
import styles from './switch-user-form.module.css';

/**
 * Admin: switch into a user by id (DECISIONS #8). The user is looked up first and the admin
 * confirms who it is; the session store keeps the admin's own session aside, and the header
 * then offers "Back to admin".
 */
export function SwitchUserForm() {
  const { t } = useTranslation();
  const api = useAdminApi();
  const { store } = useSession();
  const navigate = useNavigate();
  const [id, setId] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!isUserId(id)) return setError(t('admin.switch.invalid_id'));
    const userId = normalizeUserId(id);
    setBusy(true);
    try {
      const target = await api.lookUpUser(userId);
      const name = `${target.first_name} ${target.last_name}`.trim() || target.display_name;
      const role = t(`admin.roles.${target.is_admin ? 'admin' : roleOfPlan(target.user_plan)}`);
      const ok = await confirmDialog({
        title: t('admin.switch.confirm_title'),
        message: t('admin.switch.confirm_message', { name, email: target.email, role }),
        confirmLabel: t('admin.switch.confirm'),
      });
      if (!ok) return;
      await store.switchToUser(userId);
      await navigate({ to: '/dashboard' });
    } catch (err) {
      setError(messageFor(err));
    } finally {
      setBusy(false);
    }
  }

  function messageFor(err: unknown): string {
    if (err instanceof OfflineError) return t('admin.switch.offline');
    if (err instanceof ApiError && err.status === 404) return t('admin.switch.not_found');
    if (err instanceof ApiError && err.code !== 'unknown' && err.code !== 'internal_error') return err.message;
    return t('admin.switch.failed');
  }

  return (
    <section className={styles.section} aria-labelledby="admin-switch-title">
      <h2 id="admin-switch-title" className={styles.title}>
        {t('admin.switch.title')}
      </h2>
      <p className={styles.intro}>{t('admin.switch.intro')}</p>
      <form noValidate onSubmit={(e) => void onSubmit(e)}>
        <TextField
          name="user_id"
          label={t('admin.switch.user_id')}
          hint={t('admin.switch.user_id_hint')}
          autoComplete="off"
          spellCheck={false}
          value={id}
          error={error ?? undefined}
          onChange={(e) => {
            setId(e.target.value);
            setError(null);
          }}
        />
        <Button type="submit" loading={busy}>
          {t('admin.switch.submit')}
        </Button>
      </form>
    </section>
  );
}
