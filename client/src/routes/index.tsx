import { createFileRoute } from '@tanstack/react-router';
import { HomeView } from '../features/shell/components/home-view';
import { useConfig } from '../lib/config/use-config';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

export const Route = createFileRoute('/')({
  component: Home,
  head: () => pageHead({ description: i18next.t('shell.home.meta_description'), canonicalPath: '/' }),
});

function Home() {
  return <HomeView brand={useConfig().brand_name} />;
}
