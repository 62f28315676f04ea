import type { Router } from '@koa/router';
import type { AppConfig } from '@crashpad/sync';
import type { AuthedContext } from '../../app-context.js';
import { authMiddleware, type AuthState } from '../../http/auth.js';
import { resolveFlags } from './flags.js';

const BRAND_NAMES = { 'site.crashpad': 'Crashpad', 'site.travelbug': 'Travelbug' } as const;

/** GET /api/config: brand and feature flags as they apply to the caller (whitelists resolved). */
export function registerConfigRoutes(router: Router, app: AuthedContext): void {
  router.get('/config', authMiddleware(app.authenticator, { optional: true }), (ctx) => {
    const auth = ctx.state.auth as AuthState | null;
    const body: AppConfig = {
      site: app.config.site,
      brand_name: BRAND_NAMES[app.config.site],
      flags: resolveFlags(app.config.flags, auth?.user.email ?? null),
      public_url: app.config.publicUrl,
      dev_tools: app.config.env !== 'production',
      map_tiles_url: app.config.mapTilesUrl,
      map_tiles_attribution: app.config.mapTilesAttribution,
      stripe: {
        publishable_key: app.config.stripe.publishableKey,
        // Only the emulator's URL is ever published; real Stripe.js knows its own API.
        ...(app.config.stripe.emulatorUrl && app.config.env !== 'production' ? { api_base: app.config.stripe.emulatorUrl } : {}),
      },
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });
}
