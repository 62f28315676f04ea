import type { TaxonomyInput, TaxonomyItem } from '@crashpad/sync';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../lib/forms/submit-error';
import { Button } from '../../../ui/button/button';
import { confirmDialog } from '../../../ui/dialog/dialog-store';
import { toast } from '../../../ui/toast/toast-store';
import { useTaxonomyAdmin } from '../data/use-taxonomy-admin';
import { emptyNames, namesOf } from '../model/names-form';
import type { TaxonomyTab } from '../model/taxonomy-tabs';
import { NameDialog } from './name-dialog';
import styles from './translations-admin.module.css';

type Editing = { mode: 'create' } | { mode: 'edit'; item: TaxonomyItem } | null;

/** One tab: the table (id, English name, edit/delete), the add button and the dialogs. */
export function TaxonomyPanel({ tab }: { tab: TaxonomyTab }) {
  const { t } = useTranslation();
  const admin = useTaxonomyAdmin(tab.kind);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const k = (key: string, options?: Record<string, unknown>) => t(`translations_admin.${tab.item}.${key}`, options);

  const failed = (err: unknown) => {
    toast.error(failureText(err, t, { offline: 'translations_admin.offline', fallback: 'translations_admin.failed' }));
  };

  async function save(input: TaxonomyInput): Promise<boolean> {
    try {
      if (editing?.mode === 'edit') {
        await admin.update(editing.item.id, input);
        toast.success(k('updated'));
      } else {
        await admin.create(input);
        toast.success(k('created'));
      }
      return true;
    } catch (err) {
      failed(err);
      return false;
    }
  }

  async function remove(item: TaxonomyItem) {
    const ok = await confirmDialog({
      title: t('translations_admin.confirm_delete', { name: item.names.en }),
      message: t('translations_admin.confirm_delete_message'),
      confirmLabel: t('translations_admin.delete'),
      danger: true,
    });
    if (!ok) return;
    setDeleting(item.id);
    try {
      await admin.remove(item.id);
      toast.success(k('deleted'));
    } catch (err) {
      failed(err);
    } finally {
      setDeleting(null);
    }
  }

  return (
    <div>
      <div className={styles.toolbar}>
        <h2 className={styles.title}>{k('title')}</h2>
        <Button onClick={() => setEditing({ mode: 'create' })}>{k('add')}</Button>
      </div>
      {admin.loading ? (
        <p className={styles.status} role="status">
          {t('translations_admin.busy.loading')}
        </p>
      ) : admin.error || !admin.items ? (
        <div className={styles.status} role="alert">
          <p>{t('translations_admin.load_failed')}</p>
          <Button variant="secondary" onClick={admin.reload}>
            {t('translations_admin.retry')}
          </Button>
        </div>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.srOnly}>{k('title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('translations_admin.id')}</th>
                <th scope="col">{t('translations_admin.english_name')}</th>
                <th scope="col">
                  <span className={styles.srOnly}>{t('translations_admin.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {admin.items.map((item) => (
                <tr key={item.id}>
                  <td className={styles.id}>{item.id}</td>
                  <td className={styles.name}>{item.names.en}</td>
                  <td>
                    <div className={styles.actions}>
                      <Button small variant="secondary" onClick={() => setEditing({ mode: 'edit', item })} aria-label={t('translations_admin.edit_named', { name: item.names.en })}>
                        {t('translations_admin.edit')}
                      </Button>
                      <Button small variant="danger" loading={deleting === item.id} onClick={() => void remove(item)} aria-label={t('translations_admin.delete_named', { name: item.names.en })}>
                        {deleting === item.id ? t('translations_admin.busy.deleting') : t('translations_admin.delete')}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
              {admin.items.length === 0 && (
                <tr>
                  <td colSpan={3}>{t('translations_admin.empty')}</td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      )}
      {editing && (
        <NameDialog
          key={editing.mode === 'edit' ? editing.item.id : 'new'}
          mode={editing.mode}
          title={editing.mode === 'edit' ? k('edit_title', { name: editing.item.names.en }) : k('add_title')}
          initial={editing.mode === 'edit' ? namesOf(editing.item) : emptyNames()}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
