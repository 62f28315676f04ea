import type { Context } from 'koa';

/**
 * Headers for every answer. The CSP allows Stripe.js (payments), blob:/data: images for
 * previews and the client build's own inline scripts by hash; everything else comes from our
 * own origin. Returns the step that sets them, which the
 * answer envelope (answer-envelope.ts) runs once the answer is made; the values are fixed at start.
 */
export function securityHeaders(production: boolean, options: { mapTilesUrl?: string; stripeEmulatorOrigin?: string | undefined; inlineScripts?: readonly string[] } = {}) {
  const tiles = options.mapTilesUrl ? tileImageSource(options.mapTilesUrl) : null;
  // Development only: the local Stripe emulator's origin (API calls of the Stripe.js stand-in, its 3-D Secure page).
  const emulator = !production && options.stripeEmulatorOrigin ? ` ${options.stripeEmulatorOrigin}` : '';
  const csp = [
    "default-src 'self'",
    // The client's inline scripts by hash (inline-script-hashes.ts), never inline scripts in general.
    ['script-src', "'self'", ...(options.inlineScripts ?? []), 'https://js.stripe.com'].join(' '),
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
  const headers: [string, string][] = [
    ['Content-Security-Policy', csp],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    // DECISIONS #6: tokens in URLs must never leak through Referer.
    ['Referrer-Policy', 'no-referrer'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(self), payment=(self)'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
  if (production) headers.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']);
  return (ctx: Context): void => {
    // Straight onto the response (what ctx.set ends in), without Koa's checks of each fixed value.
    if (ctx.headerSent) return;
    for (const [name, value] of headers) ctx.res.setHeader(name, value);
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
