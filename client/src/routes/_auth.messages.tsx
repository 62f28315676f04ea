import { createFileRoute } from '@tanstack/react-router';
import { ActiveOnly } from '../features/messaging/components/active-only';
import { InboxPage } from '../features/messaging/components/inbox-page';
import { parseInboxSearch } from '../features/messaging/model/inbox-search-params';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

/** /messages/ (auth, ACTIVE users; spec 3 §2 Inbox): tab and search live in the address. */
export const Route = createFileRoute('/_auth/messages')({
  validateSearch: parseInboxSearch,
  component: MessagesRoute,
  head: () => pageHead({ title: i18next.t('messaging.inbox.title'), description: i18next.t('messaging.inbox.meta_description'), noindex: true }),
});

function MessagesRoute() {
  const { tab = 'active', q = '' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ActiveOnly>
      {(user) => (
        <InboxPage
          user={user}
          tab={tab}
          query={q}
          onTabChange={(next) => void navigate({ search: (prev) => ({ ...prev, tab: next === 'archived' ? 'archived' : undefined }) })}
          onSearch={(query) => void navigate({ search: (prev) => ({ ...prev, q: query || undefined }), replace: true })}
        />
      )}
    </ActiveOnly>
  );
}
