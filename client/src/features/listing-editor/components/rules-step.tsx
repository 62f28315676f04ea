import { MAX_LISTING_DOCUMENTS } from '@crashpad/sync';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button/button';
import { useListingUploads } from '../data/use-listing-uploads';
import { useUploadTask } from '../data/use-upload-task';
import { canAddDocument, checkDocumentFiles } from '../model/documents-model';
import { FilePicker } from './file-picker';
import styles from './editor.module.css';
import type { StepProps } from './step-props';
import { TextAreaField } from './text-area-field';

/**
 * Step 4, Rules and Policies (spec 2 §2): house rules text and up to three PDFs. The upload's
 * error lives in this step, so leaving the step clears it.
 */
export function RulesStep({ form, onChange, errorOf }: StepProps) {
  const { t } = useTranslation();
  const uploads = useListingUploads();
  const { task, run, fail } = useUploadTask();

  const onFiles = async (files: File[]) => {
    const check = checkDocumentFiles(files, form.documents.length);
    if (check.refused.length) fail(t(`listing_editor.rules.refused_${check.refused[0]!.reason}`, { name: check.refused[0]!.file.name, max: MAX_LISTING_DOCUMENTS }));
    if (!check.accepted.length) return;
    const uploaded = await run((options) => uploads.documents(check.accepted, options));
    if (uploaded) onChange((latest) => ({ documents: [...latest.documents, ...uploaded.map((d) => ({ url: d.url, name: d.name }))].slice(0, MAX_LISTING_DOCUMENTS) }));
  };

  return (
    <>
      <TextAreaField
        name="rules_policies_des"
        label={t('listing_editor.rules.house_rules')}
        hint={t('listing_editor.rules.house_rules_hint')}
        value={form.rules_policies_des}
        error={errorOf('rules_policies_des')}
        onChange={(e) => onChange({ rules_policies_des: e.target.value })}
      />
      <section className={styles.section} data-field="rules_policies_doc" aria-labelledby="listing-docs-title">
        <h3 id="listing-docs-title" className={styles.sectionTitle}>
          {t('listing_editor.rules.documents')}
        </h3>
        <p className={styles.hint}>{t('listing_editor.rules.documents_hint', { max: MAX_LISTING_DOCUMENTS })}</p>
        {form.documents.length > 0 && (
          <ul className={styles.list}>
            {form.documents.map((doc) => (
              <li key={doc.url} className={styles.row}>
                <a className={styles.grow} href={doc.url} target="_blank" rel="noopener noreferrer">
                  {doc.name}
                </a>
                <Button variant="ghost" small aria-label={t('listing_editor.rules.remove_document', { name: doc.name })} onClick={() => onChange({ documents: form.documents.filter((d) => d.url !== doc.url) })}>
                  {t('listing_editor.remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <FilePicker
          label={t('listing_editor.rules.add_documents')}
          accept="application/pdf,.pdf"
          multiple
          full={!canAddDocument(form.documents.length)}
          fullHint={t('listing_editor.rules.full', { max: MAX_LISTING_DOCUMENTS })}
          task={task}
          onFiles={(files) => void onFiles(files)}
        />
      </section>
    </>
  );
}
