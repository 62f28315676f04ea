import type { Emulator } from './emulator.js';
import type { FormObject } from './form.js';

/** Which key authenticated the call: publishable keys reach only what Stripe.js may call. */
export type KeyKind = 'secret' | 'publishable';

export interface RouteContext {
  em: Emulator;
  params: FormObject;
  /** The `:id`-style path segments, in order. */
  path: string[];
  key: KeyKind;
  /** The request path (for list `url` fields). */
  url: string;
}

export interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  pattern: RegExp;
  handler: (ctx: RouteContext) => unknown;
  /** Publishable keys may call this route (Stripe.js endpoints). */
  publishable?: boolean;
}

const ID = '([A-Za-z0-9_]+)';

/** A route from a path template such as `/v1/customers/:id/payment_methods`. */
export function route(method: Route['method'], template: string, handler: Route['handler'], options: { publishable?: boolean } = {}): Route {
  const pattern = new RegExp(`^${template.replace(/:[a-z_]+/g, ID)}$`);
  return { method, pattern, handler, publishable: options.publishable ?? false };
}
