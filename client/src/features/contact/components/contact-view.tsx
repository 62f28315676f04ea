import { CONTACT_MESSAGE_MAX, CONTACT_SUBJECT_MAX } from '@crashpad/sync';
import { Link } from '@tanstack/react-router';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { focusField } from '../../../lib/forms/first-issue';
import { useSession } from '../../../lib/session/use-session';
import { Button } from '../../../ui/button/button';
import { FormError } from '../../../ui/field/form-error';
import { TextField } from '../../../ui/field/text-field';
import { toast } from '../../../ui/toast/toast-store';
import { useContactForm, type ContactFailure } from '../data/use-contact-form';
import { initialContactValues } from '../model/contact-form';
import { MessageArea } from './message-area';
import styles from './contact.module.css';

function failureText(failure: ContactFailure, t: (key: string) => string): string {
  if (failure.kind === 'server') return failure.message;
  return failure.kind === 'offline' ? t('contact.offline') : t('contact.failed');
}

/** /contact (spec 2 §2): how to reach support and the contact form, with a 24-hour promise. */
export function ContactView() {
  const { t } = useTranslation();
  const { user } = useSession();
  const form = useRef<HTMLFormElement>(null);
  const { values, set, status, failure, issue, submit } = useContactForm(() => initialContactValues(user), {
    onSent: () => toast.success(t('contact.sent_toast')),
    onInvalid: (found) => focusField(form.current, found.field),
  });
  const errorFor = (field: string) => (issue?.field === field ? t(issue.message) : undefined);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('contact.title')}</h1>
      <div className={styles.layout}>
        <section className={styles.info} aria-labelledby="contact-info">
          <h2 id="contact-info">{t('contact.info_title')}</h2>
          <p>{t('contact.promise')}</p>
          <ul className={styles.links}>
            <li><Link to="/$page" params={{ page: 'help' }}>{t('contact.link_help')}</Link></li>
            <li><Link to="/$page" params={{ page: 'problems' }}>{t('contact.link_problems')}</Link></li>
            <li><Link to="/$page" params={{ page: 'refund-policies' }}>{t('contact.link_refunds')}</Link></li>
          </ul>
        </section>
        <form ref={form} className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{t('contact.form_title')}</h2>
          {status === 'success' && (
            <p role="status" className={styles.success}>
              {t('contact.success')}
            </p>
          )}
          <FormError>{failure && failureText(failure, t)}</FormError>
          <TextField name="name" label={t('contact.name')} autoComplete="name" required value={values.name} error={errorFor('name')} onChange={(e) => set('name', e.target.value)} />
          <TextField
            name="email"
            type="email"
            label={t('contact.email')}
            hint={t('contact.email_hint')}
            autoComplete="email"
            required
            value={values.email}
            error={errorFor('email')}
            onChange={(e) => set('email', e.target.value)}
          />
          <TextField name="subject" label={t('contact.subject')} required maxLength={CONTACT_SUBJECT_MAX} value={values.subject} error={errorFor('subject')} onChange={(e) => set('subject', e.target.value)} />
          <MessageArea
            name="message_content"
            label={t('contact.message')}
            required
            rows={7}
            maxLength={CONTACT_MESSAGE_MAX}
            value={values.message_content}
            error={errorFor('message_content')}
            onChange={(e) => set('message_content', e.target.value)}
          />
          <Button type="submit" loading={status === 'sending'}>
            {status === 'sending' ? t('contact.sending') : t('contact.send')}
          </Button>
        </form>
      </div>
    </div>
  );
}
