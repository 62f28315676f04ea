import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiEvents } from '../lib/api-client/api-events';
import { i18next } from '../lib/i18n/init-i18n';
import { dialogStore } from '../ui/dialog/dialog-store';
import { listenToApiAlerts } from './api-alerts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

// Without resources t() answers the key, which is what these tests compare.
beforeAll(() => i18next.init({ lng: 'en', resources: {} }));

afterEach(() => {
  for (const dialog of dialogStore.getSnapshot()) dialogStore.answer(dialog.id, false);
});

describe('global API alerts (spec 1 §8)', () => {
  it('shows one server-error dialog for a burst of failures', () => {
    const events = createApiEvents();
    const stop = listenToApiAlerts({ events, onLoginExpired: vi.fn() });
    events.emit({ kind: 'server_error' });
    events.emit({ kind: 'server_error' });
    expect(dialogStore.getSnapshot()).toHaveLength(1);
    expect(dialogStore.getSnapshot()[0]).toMatchObject({ kind: 'alert', title: 'app.alerts.server_error_title' });
    stop();
  });

  it('shows the server message of a conflict', () => {
    const events = createApiEvents();
    const stop = listenToApiAlerts({ events, onLoginExpired: vi.fn() });
    events.emit({ kind: 'conflict', message: 'Someone else changed this.' });
    expect(dialogStore.getSnapshot()[0]).toMatchObject({ title: 'app.alerts.conflict_title', message: 'Someone else changed this.' });
    stop();
  });

  it('asks to log in again on an expired login: OK logs out, Cancel stays', async () => {
    const events = createApiEvents();
    const onLoginExpired = vi.fn();
    const stop = listenToApiAlerts({ events, onLoginExpired });
    events.emit({ kind: 'login_expired' });
    const dialog = dialogStore.getSnapshot()[0]!;
    expect(dialog.cancelLabel).toBeDefined();
    dialogStore.answer(dialog.id, false);
    await flush();
    expect(onLoginExpired).not.toHaveBeenCalled();
    events.emit({ kind: 'login_expired' });
    dialogStore.answer(dialogStore.getSnapshot()[0]!.id, true);
    await flush();
    expect(onLoginExpired).toHaveBeenCalledOnce();
    stop();
  });
});
