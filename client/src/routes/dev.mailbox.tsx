import { createFileRoute, notFound } from '@tanstack/react-router';
import { DevMailboxView } from '../features/shell/components/dev-mailbox-view';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

/** Development only: the server's mailbox (config.dev_tools); a 404 everywhere else. */
export const Route = createFileRoute('/dev/mailbox')({
  loader: async ({ context }) => {
    const config = await context.config.load();
    if (!config.dev_tools) throw notFound();
  },
  component: DevMailboxView,
  head: () => pageHead({ title: i18next.t('shell.mailbox.title'), noindex: true }),
});
