import type { ApiAlert, ApiEvents } from '../lib/api-client/api-events';
import { i18next } from '../lib/i18n/init-i18n';
import { alertDialog } from '../ui/dialog/dialog-store';

export interface ApiAlertDeps {
  events: ApiEvents;
  /** Logs out and sends the user to the login page (after "Login has expired" → OK). */
  onLoginExpired: () => Promise<void> | void;
}

/**
 * Shows the API's global failures as dialogs (spec 1 §8). A burst of failing calls shows one
 * dialog per kind, not one per call.
 */
export function listenToApiAlerts({ events, onLoginExpired }: ApiAlertDeps): () => void {
  const showing = new Set<ApiAlert['kind']>();
  const t = i18next.t.bind(i18next);
  return events.subscribe((alert) => {
    if (showing.has(alert.kind)) return;
    showing.add(alert.kind);
    const done = () => showing.delete(alert.kind);
    if (alert.kind === 'server_error') {
      void alertDialog({ title: t('app.alerts.server_error_title'), message: t('app.alerts.server_error_message') }).then(done);
    } else if (alert.kind === 'conflict') {
      void alertDialog({ title: t('app.alerts.conflict_title'), message: alert.message ?? t('app.alerts.conflict_message') }).then(done);
    } else {
      void alertDialog({
        title: t('app.alerts.login_expired_title'),
        message: t('app.alerts.login_expired_message'),
        cancelLabel: t('ui.cancel'),
      }).then(async (ok) => {
        done();
        if (ok) await onLoginExpired();
      });
    }
  });
}
