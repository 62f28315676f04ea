import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/api-client/api-context';
import { Button } from '../../../ui/button/button';
import { Modal } from '../../../ui/dialog/modal';
import { toast } from '../../../ui/toast/toast-store';
import { postReviewResponse } from '../data/reviews-api';
import { useSubmit } from '../data/use-submit';
import { checkResponse } from '../model/review-values';
import { MessageField } from './message-field';

/** Write-a-response (spec 2 §2): only the profile owner, once per review, up to 1000 characters. */
export function ResponseFormModal({ reviewId, authorName, onClose, onSaved }: { reviewId: string | null; authorName: string; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const { busy, run } = useSubmit();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!reviewId) return;
    const checked = checkResponse({ reviewId, message });
    if (!checked.ok) {
      setError(t(checked.message));
      textRef.current?.focus();
      return;
    }
    setError(null);
    if (await run(() => postReviewResponse(api, checked.value))) {
      toast.success(t('reviews.response.saved'));
      setMessage('');
      onSaved();
    }
  }

  return (
    <Modal
      open={reviewId !== null}
      onClose={onClose}
      title={t('reviews.response.title', { name: authorName })}
      initialFocus={textRef}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('reviews.form.cancel')}
          </Button>
          <Button type="submit" form="response-form" loading={busy}>
            {busy ? t('reviews.form.sending') : t('reviews.response.submit')}
          </Button>
        </>
      }
    >
      <form id="response-form" noValidate onSubmit={(e) => void submit(e)}>
        <MessageField label={t('reviews.response.message')} value={message} onChange={setMessage} error={error} required inputRef={textRef} />
      </form>
    </Modal>
  );
}
