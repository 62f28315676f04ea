import type { SessionOutput } from '@crashpad/sync';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../lib/api-client/api-client';
import { ApiContext } from '../../lib/api-client/api-context';
import { ApiError } from '../../lib/api-client/api-error';
import { DEFAULT_CONFIG, type ConfigStore } from '../../lib/config/config-store';
import { ConfigContext } from '../../lib/config/use-config';
import { SessionContext } from '../../lib/session/data/session-context';
import { createSessionStore, type SessionStore } from '../../lib/session/data/session-store';
import { MemoryStorage, testUser } from '../../test-support/fixtures';
import { InvitationSignupForm } from './components/invitation-signup-form';

afterEach(cleanup);

const config: ConfigStore = { getSnapshot: () => DEFAULT_CONFIG, subscribe: () => () => undefined, load: async () => DEFAULT_CONFIG };
const invitation = { email: 'tina@example.com', code: 'invite-token-0123456789' };

/** The form of step 1 with a fake API (`post`) and a real session store. */
function renderForm(post: ReturnType<typeof vi.fn>) {
  const api = { post } as unknown as ApiClient;
  const store: SessionStore = createSessionStore({ storage: new MemoryStorage(), api });
  const hooks = { onRegistered: vi.fn(), onStale: vi.fn() };
  const root = createRootRoute({
    component: () => (
      <ConfigContext.Provider value={config}>
        <ApiContext.Provider value={api}>
          <SessionContext.Provider value={store}>
            <InvitationSignupForm invitation={invitation} {...hooks} />
          </SessionContext.Provider>
        </ApiContext.Provider>
      </ConfigContext.Provider>
    ),
  });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/tenant/invitation/x'] }) });
  const view = render(<RouterProvider router={router} />);
  return { store, hooks, view };
}

function field(container: HTMLElement, name: string): HTMLInputElement | HTMLSelectElement {
  const control = container.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`);
  if (!control) throw new Error(`no field ${name}`);
  return control;
}

function fillValid(container: HTMLElement) {
  const values: Record<string, string> = {
    first_name: 'Tess',
    last_name: 'Skyward',
    display_name: 'Tess S',
    gender: 'female',
    birthdate_month: '7',
    birthdate_day: '14',
    birthdate_year: '1991',
    phone_number: '(720) 555-0199',
    password: 'Layover-quiet-42',
    confirm_password: 'Layover-quiet-42',
  };
  for (const [name, value] of Object.entries(values)) fireEvent.change(field(container, name), { target: { value } });
}

const session = (): SessionOutput => ({ token: 'tok_tess_0123456789', user: testUser({ email: invitation.email }), has_auto_payment: true, session_expires_at: Date.now() + 86_400_000 });
const registered = () => {
  const s = session();
  return { token: s.token, has_auto_payment: s.has_auto_payment, session_expires_at: s.session_expires_at, data: { user: s.user, tenant: {} } };
};

describe('account creation inside the invitation (POST /rental/register)', () => {
  it('locks the invited address, how-heard and confirm, sends the form with the link as verification_code, opens the session and goes on', async () => {
    const post = vi.fn(async () => registered());
    const { store, hooks, view } = renderForm(post);
    await screen.findByRole('region', { name: 'signup.invited.title' });
    const { container } = view;
    expect(field(container, 'email')).toHaveProperty('readOnly', true);
    expect(field(container, 'confirm_email')).toHaveProperty('readOnly', true);
    expect(field(container, 'hear_about_us')).toHaveProperty('disabled', true);
    // Typing into the locked address changes nothing.
    fireEvent.change(field(container, 'email'), { target: { value: 'someone.else@example.com' } });
    fillValid(container);
    fireEvent.submit(container.querySelector('form')!);
    await waitFor(() => expect(hooks.onRegistered).toHaveBeenCalledOnce());
    expect(post).toHaveBeenCalledOnce();
    const [path, body] = post.mock.calls[0] as unknown as [string, Record<string, unknown>];
    expect(path).toBe('/rental/register');
    expect(body).toMatchObject({ email: invitation.email, confirm_email: invitation.email, hear_about_us: 'landlord_invited', account_type: 'tenant', verification_code: invitation.code, first_name: 'Tess', birthdate_year: 1991 });
    expect(store.getToken()).toBe('tok_tess_0123456789');
    expect(hooks.onStale).not.toHaveBeenCalled();
  });

  it('checks the form first: an incomplete one is not sent and says what is missing', async () => {
    const post = vi.fn(async () => registered());
    const { view } = renderForm(post);
    await screen.findByRole('region', { name: 'signup.invited.title' });
    fireEvent.submit(view.container.querySelector('form')!);
    expect(await screen.findAllByText('validation.first_name_required')).not.toHaveLength(0);
    expect(post).not.toHaveBeenCalled();
  });

  it('reloads the invitation when the address got an account meanwhile (409) or the link died (404), without a session', async () => {
    for (const status of [409, 404]) {
      const post = vi.fn(async () => {
        throw new ApiError(status, { code: status === 409 ? 'email_taken' : 'invite_invalid', message: `server says ${status}` });
      });
      const { store, hooks, view } = renderForm(post);
      await screen.findByRole('region', { name: 'signup.invited.title' });
      fillValid(view.container);
      fireEvent.submit(view.container.querySelector('form')!);
      await waitFor(() => expect(hooks.onStale).toHaveBeenCalledOnce());
      expect(hooks.onRegistered).not.toHaveBeenCalled();
      expect(store.getToken()).toBeNull();
      cleanup();
    }
  });
});
