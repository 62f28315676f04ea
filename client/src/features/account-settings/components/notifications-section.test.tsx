import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../lib/api-client/api-client';
import { ApiContext } from '../../../lib/api-client/api-context';
import { NotificationsSection } from './notifications-section';

const PUBLIC_KEY = 'BExampleKeyExampleKeyExampleKeyExampleKeyExampleKeyExampleKeyExampleKeyExampleKeyExamp';

/** A browser with the Push API: permission state, a worker registration and its push manager. */
function fakeBrowser(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  let subscription: PushSubscription | null = null;
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async (options: PushSubscriptionOptionsInit) => {
      subscription = {
        endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
        options: { applicationServerKey: (options.applicationServerKey as Uint8Array).buffer, userVisibleOnly: true },
        toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/device-1', expirationTime: null, keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } }),
        unsubscribe: vi.fn(async () => {
          subscription = null;
          return true;
        }),
      } as unknown as PushSubscription;
      return subscription;
    }),
  };
  const registration = { pushManager };
  const requestPermission = vi.fn(async () => {
    notification.permission = answer;
    return answer;
  });
  const notification = { permission, requestPermission };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return { pushManager, requestPermission };
}

function fakeApi() {
  return {
    get: vi.fn(async () => ({ public_key: PUBLIC_KEY })),
    post: vi.fn(async () => ({ ok: true })),
    delete: vi.fn(async () => ({ ok: true })),
  };
}

function renderSection(api: ReturnType<typeof fakeApi>, locked = false) {
  return render(
    <ApiContext.Provider value={api as unknown as ApiClient}>
      <NotificationsSection locked={locked} />
    </ApiContext.Provider>,
  );
}

beforeEach(() => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('Notifications setting', () => {
  it('never prompts on load; the prompt comes after the click, then the device subscribes with the server key', async () => {
    const browser = fakeBrowser('default');
    const api = fakeApi();
    renderSection(api);
    const toggle = await screen.findByRole('checkbox', { name: 'push.toggle' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('push.prompt_hint')).toBeTruthy();
    expect(browser.requestPermission).not.toHaveBeenCalled();

    fireEvent.click(toggle);
    await waitFor(() => expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true));
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect(api.post).toHaveBeenCalledWith(
      '/push/subscriptions',
      expect.objectContaining({ endpoint: 'https://fcm.googleapis.com/fcm/send/device-1' }),
      expect.anything(),
    );

    fireEvent.click(screen.getByRole('checkbox'));
    await waitFor(() => expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false));
    expect(api.delete).toHaveBeenCalledWith('/push/subscriptions', { endpoint: 'https://fcm.googleapis.com/fcm/send/device-1' }, expect.anything());
  });

  it('explains a blocked permission instead of offering the switch', async () => {
    fakeBrowser('denied');
    renderSection(fakeApi());
    expect(await screen.findByText('push.denied')).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('says when the browser cannot show notifications', async () => {
    renderSection(fakeApi());
    expect(await screen.findByText('push.unsupported')).toBeTruthy();
  });

  it('says so when the prompt is dismissed, and keeps the switch off', async () => {
    fakeBrowser('default', 'default');
    const api = fakeApi();
    renderSection(api);
    fireEvent.click(await screen.findByRole('checkbox'));
    expect(await screen.findByText('push.dismissed')).toBeTruthy();
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
    expect(api.post).not.toHaveBeenCalled();
  });

  it('disables the switch offline and in a switched session', async () => {
    fakeBrowser('granted');
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: false });
    renderSection(fakeApi());
    expect(((await screen.findByRole('checkbox')) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('push.offline')).toBeTruthy();
    cleanup();
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
    renderSection(fakeApi(), true);
    expect(((await screen.findByRole('checkbox')) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('push.switched')).toBeTruthy();
  });
});
