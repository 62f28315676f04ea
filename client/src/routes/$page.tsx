import { createFileRoute, notFound } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ContentPageView } from '../features/content-pages/components/content-page-view';
import { contentLanguageOf, parseContentSearch } from '../features/content-pages/model/content-language';
import { isContentPage } from '../features/content-pages/model/content-pages';
import { advertiseFigures } from '../features/metrics/model/metric-figures';
import { useSiteMetrics } from '../features/metrics/data/use-site-metrics';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

/**
 * The information pages of spec 2 §2 (/help, /fees, /why, …). Static routes always win over this
 * one; any other single segment that is not a content page is answered with the 404 view.
 * `?lang=` picks the language of the text (Thai included) apart from the interface language.
 */
export const Route = createFileRoute('/$page')({
  validateSearch: parseContentSearch,
  beforeLoad: ({ params }) => {
    if (!isContentPage(params.page)) throw notFound();
  },
  component: ContentRoutePage,
  head: ({ params }) =>
    isContentPage(params.page)
      ? pageHead({
          title: i18next.t(`content.pages.${params.page}.title`),
          description: i18next.t(`content.pages.${params.page}.description`),
          canonicalPath: `/${params.page}`,
        })
      : pageHead({ title: i18next.t('shell.not_found.title'), noindex: true }),
});

function ContentRoutePage() {
  const { page } = Route.useParams();
  const { lang } = Route.useSearch();
  const navigate = Route.useNavigate();
  const { i18n } = useTranslation();
  // Only the advertise page shows audience figures; other pages do not fetch them.
  const metrics = useSiteMetrics({ enabled: page === 'advertise', delayMs: 0 });
  if (!isContentPage(page)) return null;
  return (
    <ContentPageView
      page={page}
      language={contentLanguageOf(lang, i18n.resolvedLanguage ?? i18n.language)}
      onLanguageChange={(next) => void navigate({ search: { lang: next }, replace: true })}
      values={page === 'advertise' ? advertiseFigures(metrics, i18n.language) : undefined}
    />
  );
}
