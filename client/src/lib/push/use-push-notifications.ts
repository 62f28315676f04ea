import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../api-client/api-context';
import { pushStatus, type PushEnvironment, type PushStatus } from './push-status';
import { PushPermissionError, readPushEnvironment, resyncPushSubscription, subscribeToPush, unsubscribeFromPush } from './push-subscription';

/** Why the last change did not happen: `dismissed` = the prompt was closed without an answer. */
export type PushProblem = 'enable_failed' | 'disable_failed' | 'dismissed';

export interface PushNotifications {
  /** `loading` until this device's state is known. */
  status: PushStatus | 'loading';
  busy: boolean;
  problem: PushProblem | null;
  /** Asks for permission (the browser prompt) and subscribes: call from a click only. */
  enable(): Promise<void>;
  disable(): Promise<void>;
}

async function readSafely(): Promise<PushEnvironment> {
  try {
    return await readPushEnvironment();
  } catch {
    return { supported: false, permission: 'default', subscribed: false };
  }
}

/**
 * The Notifications setting of this device. Reading the state never prompts; an existing
 * subscription is re-sent to the server so it belongs to the current session.
 */
export function usePushNotifications(): PushNotifications {
  const api = useApi();
  const [env, setEnv] = useState<PushEnvironment | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<PushProblem | null>(null);

  useEffect(() => {
    let alive = true;
    let status: PermissionStatus | null = null;
    const refresh = () => void readSafely().then((next) => alive && setEnv(next));
    void readSafely().then((next) => {
      if (!alive) return;
      setEnv(next);
      if (next.subscribed) void resyncPushSubscription(api).catch(() => undefined);
    });
    // The user may allow or block notifications in the browser's site settings while the page is open.
    navigator.permissions
      ?.query({ name: 'notifications' })
      .then((s) => {
        if (!alive) return;
        status = s;
        s.addEventListener('change', refresh);
      })
      .catch(() => undefined);
    return () => {
      alive = false;
      status?.removeEventListener('change', refresh);
    };
  }, [api]);

  const change = useCallback(async (run: () => Promise<void>, failure: PushProblem) => {
    setBusy(true);
    setProblem(null);
    try {
      await run();
    } catch (err) {
      // A refusal shows as the `denied` state; a dismissed prompt gets its own gentle note.
      if (err instanceof PushPermissionError) setProblem(err.permission === 'default' ? 'dismissed' : null);
      else setProblem(failure);
    }
    setEnv(await readSafely());
    setBusy(false);
  }, []);

  return {
    status: env ? pushStatus(env) : 'loading',
    busy,
    problem,
    enable: () => change(() => subscribeToPush(api), 'enable_failed'),
    disable: () => change(() => unsubscribeFromPush(api), 'disable_failed'),
  };
}
