import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './inbox.module.css';

/**
 * The inbox search (spec 3 §2): placeholder "by name or keyword", runs on Enter, with a clear
 * button. `query` is the submitted search; typing alone does not filter.
 */
export function InboxSearch({ query, onSearch }: { query: string; onSearch: (query: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(query);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  const clear = () => {
    setText('');
    onSearch('');
  };
  return (
    <form role="search" className={styles.search} onSubmit={submit} aria-label={t('messaging.inbox.search_label')}>
      <div className={styles.searchField}>
        <input
          type="search"
          className={styles.searchInput}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('messaging.inbox.search_placeholder')}
          aria-label={t('messaging.inbox.search_label')}
          enterKeyHint="search"
          maxLength={200}
        />
        {(text || query) && (
          <button type="button" className={styles.clear} onClick={clear} aria-label={t('messaging.inbox.search_clear')}>
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
    </form>
  );
}
