import { describe, expect, it } from 'vitest';
import { clickTarget, NOTIFICATION_ICON, notificationFromPush, windowShowing } from './push-notification.js';

describe('push notification', () => {
  const payload = { title: 'Bob B', body: 'Is the room free?', url: '/chat/t1', tag: 'thread:t1' };

  it('shows the sender, the excerpt, the app icon and the thread URL, tagged per thread', () => {
    expect(notificationFromPush(payload)).toEqual({
      title: 'Bob B',
      options: { body: 'Is the room free?', tag: 'thread:t1', icon: NOTIFICATION_ICON, badge: NOTIFICATION_ICON, data: { url: '/chat/t1' } },
    });
  });

  it('ignores anything that is not our payload or points off-site', () => {
    expect(notificationFromPush(null)).toBeNull();
    expect(notificationFromPush({ title: 'x' })).toBeNull();
    expect(notificationFromPush({ ...payload, url: 'https://evil.example/' })).toBeNull();
    expect(notificationFromPush({ ...payload, url: '//evil.example/' })).toBeNull();
  });

  it('opens same-origin paths only', () => {
    expect(clickTarget({ url: '/chat/t1' }, 'https://app.test')?.href).toBe('https://app.test/chat/t1');
    expect(clickTarget({ url: '//evil.example/x' }, 'https://app.test')).toBeNull();
    expect(clickTarget({ url: 'https://evil.example/x' }, 'https://app.test')).toBeNull();
    expect(clickTarget(null, 'https://app.test')).toBeNull();
  });

  it('finds the window already on the thread', () => {
    const windows = [{ url: 'https://app.test/messages' }, { url: 'https://app.test/chat/t1' }];
    expect(windowShowing(windows, new URL('https://app.test/chat/t1'))).toBe(windows[1]);
    expect(windowShowing(windows, new URL('https://app.test/chat/t2'))).toBeUndefined();
  });
});
