import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button/button';
import { FormError } from '../../../ui/field/form-error';
import { Spinner } from '../../../ui/feedback/spinner';
import { useContentPage } from '../data/use-content-page';
import type { ContentLanguage } from '../model/content-language';
import { CONTENT_LANGUAGE_NAMES } from '../model/content-language-names';
import type { ContentPage } from '../model/content-pages';
import { fillPlaceholders } from '../model/fill-placeholders';
import { ContentLanguageSelect } from './content-language-select';
import { MarkdownView } from './markdown-view';
import styles from './content-page.module.css';

export interface ContentPageViewProps {
  page: ContentPage;
  language: ContentLanguage;
  onLanguageChange: (lng: ContentLanguage) => void;
  /** Figures for `{{name}}` placeholders (the advertise page's audience numbers). */
  values?: Readonly<Record<string, string>>;
}

/** A static information page: spinner, then the text, or "Error loading content: reason". */
export function ContentPageView({ page, language, onLanguageChange, values = {} }: ContentPageViewProps) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const state = useContentPage(language, page, attempt);
  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <ContentLanguageSelect value={language} onChange={onLanguageChange} />
      </div>
      {state.status === 'loading' && (
        <>
          <h1 className={styles.pendingTitle}>{t(`content.pages.${page}.title`)}</h1>
          <Spinner label={t('content.loading')} />
        </>
      )}
      {state.status === 'error' && (
        <>
          <h1 className={styles.pendingTitle}>{t(`content.pages.${page}.title`)}</h1>
          <FormError>{t('content.error', { reason: state.reason })}</FormError>
          <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
            {t('content.retry')}
          </Button>
        </>
      )}
      {state.status === 'ready' && (
        <>
          {state.content.language !== language && (
            <p className={styles.notice}>{t('content.fallback', { language: CONTENT_LANGUAGE_NAMES[language] })}</p>
          )}
          <article lang={state.content.language}>
            <MarkdownView markdown={fillPlaceholders(state.content.markdown, values)} />
          </article>
        </>
      )}
    </div>
  );
}
