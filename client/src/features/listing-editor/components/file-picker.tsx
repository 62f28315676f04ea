import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button/button';
import type { UploadTask } from '../data/use-upload-task';
import styles from './editor.module.css';

interface FilePickerProps {
  label: string;
  accept: string;
  multiple?: boolean;
  /** At the limit the button stays reachable but a click does nothing (spec 2 §2). */
  full: boolean;
  fullHint: string;
  task: UploadTask;
  onFiles: (files: File[]) => void;
}

/** A button that opens the file chooser, with the upload's progress bar and its failure text. */
export function FilePicker({ label, accept, multiple, full, fullHint, task, onFiles }: FilePickerProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const busy = task.phase === 'uploading';
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    // Cleared so choosing the same file again after a failure still reports a change.
    e.target.value = '';
    if (files.length && !full) onFiles(files);
  };
  return (
    <div className={styles.section}>
      <input ref={input} className={styles.fileInput} type="file" accept={accept} multiple={multiple} tabIndex={-1} aria-hidden="true" onChange={onChange} />
      <Button variant="secondary" loading={busy} aria-disabled={full || undefined} onClick={() => !full && input.current?.click()}>
        {label}
      </Button>
      {full && <p className={styles.hint}>{fullHint}</p>}
      {busy && (
        <div role="progressbar" aria-label={t('listing_editor.uploading')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={task.percent} className={styles.bar}>
          <div className={styles.barFill} style={{ width: `${task.percent}%` }} />
        </div>
      )}
      {task.phase === 'failed' && (
        <p className={styles.notice} role="alert">
          {task.message}
        </p>
      )}
    </div>
  );
}
