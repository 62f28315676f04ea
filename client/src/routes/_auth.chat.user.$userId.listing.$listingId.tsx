import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ActiveOnly } from '../features/messaging/components/active-only';
import { NewChatPage } from '../features/messaging/components/new-chat-page';
import { pageHead } from '../lib/head/page-head';
import { i18next } from '../lib/i18n/init-i18n';

/** /chat/user/{userId}/listing/{listingId} (auth, ACTIVE users; spec 3 §2 "new-chat"). */
export const Route = createFileRoute('/_auth/chat/user/$userId/listing/$listingId')({
  component: NewChatRoute,
  head: () => pageHead({ title: i18next.t('messaging.new_chat.page_title'), noindex: true }),
});

function NewChatRoute() {
  const { userId, listingId } = Route.useParams();
  const navigate = Route.useNavigate();
  // The conversation now has its own address; replace, so Back does not return to an empty new chat.
  const onDelivered = useCallback((threadId: string) => void navigate({ to: '/chat/$id', params: { id: threadId }, replace: true }), [navigate]);
  return (
    <ActiveOnly>
      {(user) => (
        <NewChatPage
          key={`${userId}/${listingId}`}
          user={user}
          userId={userId}
          listingId={listingId}
          onCancel={() => void navigate({ to: '/messages' })}
          onDelivered={onDelivered}
        />
      )}
    </ActiveOnly>
  );
}
