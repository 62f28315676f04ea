import type { Router } from '@koa/router';
import type { AuthedContext } from '../../app-context.js';
import { authMiddleware } from '../../http/auth.js';
import { registerContactMailListener } from './contact-mail-listener.js';
import { contactRepo } from './contact-repo.js';
import { registerContactRoutes } from './contact-routes.js';
import { contactService } from './contact-service.js';

/** The contact form and the admins' per-day message counts (spec 2 §3, §7). */
export function createContactModule(app: AuthedContext) {
  const repo = contactRepo(app.store);
  const contact = contactService(app, repo);
  return {
    async init() {
      await repo.init();
      registerContactMailListener(app, repo);
    },
    register(router: Router) {
      registerContactRoutes(router, {
        auth: authMiddleware(app.authenticator),
        optionalAuth: authMiddleware(app.authenticator, { optional: true }),
        limiter: app.rateLimiter,
        contact,
      });
    },
  };
}
