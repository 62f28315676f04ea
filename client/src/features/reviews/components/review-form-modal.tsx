import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button/button';
import { Modal } from '../../../ui/dialog/modal';
import { toast } from '../../../ui/toast/toast-store';
import { useApi } from '../../../lib/api-client/api-context';
import { postReview } from '../data/reviews-api';
import { useSubmit } from '../data/use-submit';
import { checkReview } from '../model/review-values';
import { MessageField } from './message-field';
import { StarRatingInput } from './star-rating-input';

export interface ReviewFormModalProps {
  open: boolean;
  onClose: () => void;
  /** Called after the review is saved (the page reloads its reviews). */
  onSaved: () => void;
  listerId: string;
  listerName: string;
  listingId: string | null;
}

/** Write-a-review (spec 2 §5): a star rating is required, the text is optional up to 1000 characters. */
export function ReviewFormModal({ open, onClose, onSaved, listerId, listerName, listingId }: ReviewFormModalProps) {
  const { t } = useTranslation();
  const api = useApi();
  const { busy, run } = useSubmit();
  const [score, setScore] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<{ field: 'score' | 'message'; text: string } | null>(null);
  const firstStar = useRef<HTMLInputElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkReview({ listerId, listingId, score, message });
    if (!checked.ok) {
      const field = checked.message === 'validation.review_score_required' ? 'score' : 'message';
      setError({ field, text: t(checked.message) });
      (field === 'score' ? firstStar.current : textRef.current)?.focus();
      return;
    }
    setError(null);
    if (await run(() => postReview(api, checked.value))) {
      toast.success(t('reviews.form.saved'));
      setScore(null);
      setMessage('');
      onSaved();
    }
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('reviews.form.title', { name: listerName })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('reviews.form.cancel')}
          </Button>
          <Button type="submit" form="review-form" loading={busy}>
            {busy ? t('reviews.form.sending') : t('reviews.form.submit')}
          </Button>
        </>
      }
    >
      <form id="review-form" noValidate onSubmit={(e) => void submit(e)}>
        <StarRatingInput
          value={score}
          onChange={(s) => {
            setScore(s);
            if (error?.field === 'score') setError(null);
          }}
          error={error?.field === 'score' ? error.text : null}
          firstRef={firstStar}
        />
        <MessageField label={t('reviews.form.message')} value={message} onChange={setMessage} error={error?.field === 'message' ? error.text : null} inputRef={textRef} />
      </form>
    </Modal>
  );
}
