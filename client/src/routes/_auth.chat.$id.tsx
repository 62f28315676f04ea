import { createFileRoute } from '@tanstack/react-router';
import { ActiveOnly } from '../features/messaging/components/active-only';
import { ChatPage } from '../features/messaging/components/chat-page';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

/** /chat/{id} (auth, ACTIVE users; spec 3 §2 Chat): a thread from the local database. */
export const Route = createFileRoute('/_auth/chat/$id')({
  component: ChatRoute,
  head: () => pageHead({ title: i18next.t('messaging.chat.page_title'), noindex: true }),
});

function ChatRoute() {
  const { id } = Route.useParams();
  const navigate = Route.useNavigate();
  return (
    <ActiveOnly>
      {/* key: another thread is a new page (history paging and the form start afresh). */}
      {(user) => <ChatPage key={id} user={user} threadId={id} onCancel={() => void navigate({ to: '/messages' })} />}
    </ActiveOnly>
  );
}
