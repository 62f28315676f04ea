import type { Router } from '@koa/router';
import type { AppContext } from '../../app-context.js';
import { registerMetricsRoutes } from './metrics-routes.js';
import { metricsService } from './metrics-service.js';

/** Site metrics for the home page and the advertise page. */
export function createMetricsModule(app: AppContext) {
  const metrics = metricsService(app);
  return {
    register(router: Router) {
      registerMetricsRoutes(router, metrics);
    },
  };
}
