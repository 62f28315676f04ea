import type { ApiClient } from '../lib/api-client/api-client';
import type { ConfigStore } from '../lib/config/config-store';
import type { SessionStore } from '../lib/session/data/session-store';

/**
 * What every route's `beforeLoad` and `loader` receive (ARCHITECTURE §5: auth state and the api
 * client come through router context). Components use the hooks instead: useSession, useApi,
 * useConfig/useFlag.
 */
export interface RouterContext {
  session: SessionStore;
  api: ApiClient;
  config: ConfigStore;
}
