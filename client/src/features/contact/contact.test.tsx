import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../lib/api-client/api-client';
import { ApiContext } from '../../lib/api-client/api-context';
import { ApiError, OfflineError } from '../../lib/api-client/api-error';
import { testUser } from '../../test-support/fixtures';
import { useContactForm } from './data/use-contact-form';
import { decideSubmit, initialContactValues, type ContactValues } from './model/contact-form';
import { CONTACT_ERROR_DISMISS_MS } from './model/contact-timing';
import { dayLabel, totalEmails } from './model/emails-table';

const filled: ContactValues = { name: 'Sam Pilot', email: 'sam@example.com', subject: 'Deposit', message_content: 'When is my deposit returned?' };

describe('contact form rules', () => {
  it('fills in the name and account e-mail of a logged-in user', () => {
    expect(initialContactValues(testUser({ first_name: 'Ava', last_name: 'Pilot', email: 'ava@example.com' }))).toEqual({
      name: 'Ava Pilot',
      email: 'ava@example.com',
      subject: '',
      message_content: '',
    });
    expect(initialContactValues(null)).toEqual({ name: '', email: '', subject: '', message_content: '' });
  });

  it('does nothing with an empty e-mail, else checks the fields in order', () => {
    expect(decideSubmit({ ...filled, email: '  ', name: '' })).toEqual({ kind: 'ignore' });
    expect(decideSubmit({ ...filled, name: '', subject: '' })).toEqual({ kind: 'invalid', issue: { field: 'name', message: 'validation.contact_name_required' } });
    expect(decideSubmit({ ...filled, subject: '' })).toMatchObject({ kind: 'invalid', issue: { field: 'subject' } });
    expect(decideSubmit({ ...filled, email: 'not-an-address' })).toMatchObject({ kind: 'invalid', issue: { field: 'email' } });
    expect(decideSubmit(filled)).toEqual({ kind: 'send', input: filled });
  });

  it('labels days in the reader language and sums the counts', () => {
    expect(dayLabel({ year_created: 2026, month_created: 3, day_created: 14 }, 'en')).toBe('Mar 14, 2026');
    expect(totalEmails([{ total_emails: 2 }, { total_emails: 5 }])).toBe(7);
  });
});

function setup(post: ApiClient['post']) {
  const api = { post } as unknown as ApiClient;
  const hooks = { onSent: vi.fn(), onInvalid: vi.fn() };
  const wrapper = ({ children }: { children: ReactNode }) => <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
  const view = renderHook(() => useContactForm(() => ({ ...filled, subject: '', message_content: '' }), hooks), { wrapper });
  const fill = () =>
    act(() => {
      view.result.current.set('subject', filled.subject);
      view.result.current.set('message_content', filled.message_content);
    });
  return { view, hooks, fill };
}

describe('useContactForm', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());


  it('sends, reports success and starts over with a cleared form', async () => {
    const post = vi.fn(async () => ({ ok: true }));
    const { view, hooks, fill } = setup(post as unknown as ApiClient['post']);
    fill();
    await act(() => view.result.current.submit());
    expect(post).toHaveBeenCalledWith('/contact', filled, { handles: [422, 429] });
    expect(view.result.current.status).toBe('success');
    expect(hooks.onSent).toHaveBeenCalledOnce();
    expect(view.result.current.values).toEqual({ ...filled, subject: '', message_content: '' });
  });

  it('sends nothing while the e-mail is empty', async () => {
    const post = vi.fn();
    const { view, hooks, fill } = setup(post as unknown as ApiClient['post']);
    fill();
    act(() => view.result.current.set('email', ''));
    await act(() => view.result.current.submit());
    expect(post).not.toHaveBeenCalled();
    expect(hooks.onInvalid).not.toHaveBeenCalled();
    expect(view.result.current.status).toBe('idle');
  });

  it('shows the server message and dismisses it after 10 seconds, keeping what was typed', async () => {
    const post = vi.fn(async () => {
      throw new ApiError(429, { code: 'rate_limited', message: 'Too many messages. Try again later.' });
    });
    const { view, fill } = setup(post as unknown as ApiClient['post']);
    fill();
    await act(() => view.result.current.submit());
    expect(view.result.current.status).toBe('error');
    expect(view.result.current.failure).toEqual({ kind: 'server', message: 'Too many messages. Try again later.' });
    expect(view.result.current.values.subject).toBe(filled.subject);
    act(() => vi.advanceTimersByTime(CONTACT_ERROR_DISMISS_MS - 1));
    expect(view.result.current.failure).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(view.result.current.failure).toBeNull();
    expect(view.result.current.status).toBe('idle');
  });

  it('says so when offline', async () => {
    const post = vi.fn(async () => {
      throw new OfflineError();
    });
    const { view, fill } = setup(post as unknown as ApiClient['post']);
    fill();
    await act(() => view.result.current.submit());
    expect(view.result.current.failure).toEqual({ kind: 'offline' });
  });
});
