import type { Router } from '@koa/router';
import { emptyInputSchema, idParamSchema } from '@crashpad/sync';
import type { AuthedContext } from '../../app-context.js';
import { authMiddleware, currentAuth, requireAdmin } from '../../http/auth.js';
import { parseInput } from '../../http/validate.js';
import type { AccountsModule } from '../accounts/module.js';
import type { AuditLogRepo } from './audit-log.js';
import { switchService } from './switch-service.js';


/** Admin powers over accounts: switch into a user and back (DECISIONS #8). */
export function registerAdminRoutes(
  router: Router,
  app: AuthedContext,
  accounts: Pick<AccountsModule, 'issuer' | 'sessions' | 'users'>,
  audit: AuditLogRepo,
): void {
  const auth = authMiddleware(app.authenticator);
  const switching = switchService(app, accounts, audit);

  // DECISIONS #5: the spec's GET is served (bearer header required); the client uses POST.
  for (const method of ['get', 'post'] as const) {
    router[method]('/admin/switch-user/:id', auth, async (ctx) => {
      const admin = requireAdmin(ctx);
      const { id } = parseInput(idParamSchema, { id: ctx.params.id });
      if (ctx.method === 'POST') parseInput(emptyInputSchema, ctx.request.body);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await switching.switchInto(admin, id);
    });
  }

  router.post('/admin/switch-back', auth, async (ctx) => {
    parseInput(emptyInputSchema, ctx.request.body);
    ctx.body = await switching.switchBack(currentAuth(ctx));
  });
}
