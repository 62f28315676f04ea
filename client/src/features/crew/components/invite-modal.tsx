import type { ExistingUser, Rental } from '@crashpad/sync';
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../../lib/api-client/api-context';
import { focusField } from '../../../lib/forms/first-issue';
import { Button } from '../../../ui/button/button';
import { Modal } from '../../../ui/dialog/modal';
import { crewApi } from '../data/crew-api';
import { useInviteSubmit } from '../data/use-invite-submit';
import { useUnrented } from '../data/use-unrented';
import { emptyInvite, inviteFromRental, type InviteValues } from '../model/invite-form';
import { AUTOPAY_GUIDE_LINK, BLOCKER_LINKS, inviteBlocker } from '../model/invite-prerequisites';
import { AutopayGuideModal } from './autopay-guide-modal';
import { InviteFields } from './invite-fields';
import { InviteStatus } from './invite-status';
import styles from './crew.module.css';

export interface InviteModalProps {
  userId: string;
  /** An existing rental (edit mode) or null (create mode), spec 3 §4. */
  editing: Rental | null;
  /** Prefill from the inbox or a listing: the counterpart's e-mail, the listing. */
  prefill?: Partial<InviteValues>;
  onClose: () => void;
}

/** The tenant-invite modal (spec 3 §4, §5): create or edit, prerequisites, lookup, outbox delivery. */
export function InviteModal({ userId, editing, prefill, onClose }: InviteModalProps) {
  const { t } = useTranslation();
  const api = useApi();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<InviteValues>(() => (editing ? inviteFromRental(editing) : emptyInvite(prefill)));
  // The lookup answers whether the e-mail has an account; some servers add who it is (spec 3 §3).
  const [existing, setExisting] = useState<{ user: ExistingUser | null } | null>(null);
  const [guideOpen, setGuideOpen] = useState(false);
  const [queuedRow, setQueuedRow] = useState<string | null>(null);
  const unrented = useUnrented(userId, true);
  const { submit, busy, ready } = useInviteSubmit(editing, setQueuedRow);
  const blocker = unrented.data ? inviteBlocker(unrented.data.prerequisites) : null;
  const onboarded = unrented.data?.prerequisites.payout_onboarding_complete ?? false;

  const lookUp = () => {
    const email = values.tenant_email.trim();
    if (!email || editing) return;
    crewApi.userExists(api, email).then(
      (answer) => setExisting(answer.exists ? { user: answer.data ?? null } : null),
      () => setExisting(null),
    );
  };
  const title = editing ? t('crew.invite.edit_title') : t('crew.invite.title');

  if (queuedRow) {
    return (
      <Modal open onClose={onClose} title={title} footer={<Button onClick={onClose}>{t('crew.close')}</Button>}>
        <InviteStatus rowId={queuedRow} />
      </Modal>
    );
  }
  return (
    <>
      <Modal
        open={!guideOpen}
        onClose={onClose}
        title={title}
        footer={
          <>
            <Button variant="secondary" onClick={onClose}>
              {t('crew.cancel')}
            </Button>
            <Button type="submit" form="invite-form" loading={busy} disabled={!ready || blocker !== null || !unrented.data}>
              {editing ? t('crew.invite.save') : t('crew.invite.send')}
            </Button>
          </>
        }
      >
        {!unrented.data && !unrented.failed && <p role="status">{t('crew.loading')}</p>}
        {!unrented.data && unrented.failed && <p role="alert">{t('crew.invite.needs_connection_first')}</p>}
        {unrented.data && !unrented.fresh && unrented.failed && <p className={styles.notice}>{t('crew.invite.offline_note')}</p>}
        {blocker && (
          <p role="alert" className={styles.danger}>
            {t(`crew.invite.blocker.${blocker}`)} <Link to={BLOCKER_LINKS[blocker]}>{t('crew.invite.fix_it')}</Link>
          </p>
        )}
        {unrented.data && (
          <form
            id="invite-form"
            ref={formRef}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submit(values).then((problem) => problem && focusField(formRef.current, problem.field));
            }}
          >
            <InviteFields
              values={values}
              onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
              listings={unrented.data.data}
              keepBedId={editing?.bed_id ?? null}
              emailLocked={editing !== null}
              onEmailBlur={lookUp}
              onAutopayChange={(on) => (on && !onboarded ? setGuideOpen(true) : setValues((v) => ({ ...v, auto_pay: on })))}
            />
            {existing && (
              <p className={styles.notice} role="status">
                {existing.user
                  ? t('crew.invite.existing_user', { name: `${existing.user.first_name} ${existing.user.last_name}`.trim(), airline: existing.user.airline ?? '' })
                  : t('crew.invite.existing_account')}
              </p>
            )}
          </form>
        )}
      </Modal>
      <AutopayGuideModal open={guideOpen} href={AUTOPAY_GUIDE_LINK} onClose={() => setGuideOpen(false)} />
    </>
  );
}
