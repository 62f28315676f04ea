import type { Router } from '@koa/router';
import type Stripe from 'stripe';
import * as v from 'valibot';
import { AppError } from '../../http/app-error.js';
import type { PaymentsDeps } from './payments-deps.js';
import { processEvent } from './webhooks/dispatch.js';
import { webhookEventSchema } from './webhook-event-schema.js';
import type { WebhookEventsRepo } from './webhook-events-repo.js';

/** The path the JSON body parser leaves alone: the signature covers the exact bytes. */
export const WEBHOOK_PATH = '/api/stripe/webhook';
const WEBHOOK_BODY_MAX = 512 * 1024;
const BUSY_WAIT_MS = 5_000;

async function rawBody(req: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > WEBHOOK_BODY_MAX) throw new AppError('payload_too_large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * POST /stripe/webhook: the raw body's `Stripe-Signature` is verified with the webhook secret,
 * the event is processed once (see processEvent) and 200 is answered only after its state is
 * stored. A handler failure answers 500, so Stripe delivers the event again.
 */
export function registerWebhookRoute(router: Router, deps: PaymentsDeps, events: WebhookEventsRepo, secret: string): void {
  router.post('/stripe/webhook', async (ctx) => {
    const signature = ctx.get('Stripe-Signature');
    const body = await rawBody(ctx.req);
    let event: Stripe.Event;
    try {
      event = await deps.stripe.webhooks.constructEventAsync(body, signature, secret);
    } catch {
      throw new AppError('validation_failed', { messageKey: 'validation.invalid', status: 400 });
    }
    if (!v.is(webhookEventSchema, event)) {
      console.warn('[payments] a signed webhook body is not a Stripe event; refused');
      throw new AppError('validation_failed', { messageKey: 'validation.invalid', status: 400 });
    }
    let outcome = await processEvent(deps, event, events).catch((err: unknown) => {
      // Stripe delivers again after a non-2xx answer; the log says why this one failed.
      console.error(`[payments] webhook ${event.type} ${event.id} failed:`, (err as Error).message);
      throw new AppError('internal_error');
    });
    // A duplicate delivery while the first is still working: wait for it (its state is stored
    // before we answer), else 409 so Stripe delivers again later.
    for (let waited = 0; outcome === 'busy' && waited < BUSY_WAIT_MS; waited += 25) {
      await new Promise((r) => setTimeout(r, 25));
      outcome = await processEvent(deps, event, events);
    }
    if (outcome === 'busy') throw new AppError('conflict');
    ctx.body = { received: true, outcome };
  });
}
