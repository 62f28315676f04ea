import type { Context, Next } from 'koa';

/**
 * Headers for every answer. The CSP allows Stripe.js (payments) and blob:/data: images for
 * previews; everything else comes from our own origin.
 */
export function securityHeaders(production: boolean, options: { mapTilesUrl?: string; stripeEmulatorOrigin?: string | undefined } = {}) {
  const tiles = options.mapTilesUrl ? tileImageSource(options.mapTilesUrl) : null;
  // Development only: the local Stripe emulator's origin (API calls of the Stripe.js stand-in, its 3-D Secure page).
  const emulator = !production && options.stripeEmulatorOrigin ? ` ${options.stripeEmulatorOrigin}` : '';
  const csp = [
    "default-src 'self'",
    "script-src 'self' https://js.stripe.com",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${tiles ? ` ${tiles}` : ''}`,
    `connect-src 'self' ws: wss: https://api.stripe.com${emulator}`,
    `frame-src https://js.stripe.com https://hooks.stripe.com${emulator}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
  return async (ctx: Context, next: Next): Promise<void> => {
    await next();
    ctx.set('Content-Security-Policy', csp);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('X-Frame-Options', 'DENY');
    // DECISIONS #6: tokens in URLs must never leak through Referer.
    ctx.set('Referrer-Policy', 'no-referrer');
    ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self), payment=(self)');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    if (production) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}

/**
 * The CSP source of a map tile URL template (DECISIONS #12): its origin, with a `{s}` subdomain
 * placeholder widened to `*`. Null for anything that is not an http(s) URL, so a bad setting
 * never loosens the policy.
 */
export function tileImageSource(template: string): string | null {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template.trim());
  if (!match) return null;
  const host = match[2]!.replace(/\{s\}/g, '*');
  if (!/^(\*\.)?[a-z0-9.-]+(:\d+)?$/i.test(host)) return null;
  return `${match[1]!.toLowerCase()}://${host.toLowerCase()}`;
}
