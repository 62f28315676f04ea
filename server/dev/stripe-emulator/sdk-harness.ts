import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Stripe } from 'stripe';
import { startStripeEmulator, type StripeEmulator } from './index.js';

/** An emulator plus a real `stripe` SDK client pointed at it, as the server builds one. */
export async function startWithSdk(options: { maxNetworkRetries?: number } = {}): Promise<{ emu: StripeEmulator; stripe: Stripe }> {
  const emu = await startStripeEmulator();
  const stripe = new Stripe(emu.secretKey, { ...emu.clientOptions, maxNetworkRetries: options.maxNetworkRetries ?? 0 });
  return { emu, stripe };
}

export interface ReceivedWebhook {
  body: string;
  signature: string;
}

/** A local HTTP endpoint that records webhook deliveries and answers with `status()`. */
export async function startWebhookReceiver(status: () => number = () => 200): Promise<{ url: string; received: ReceivedWebhook[]; close(): Promise<void> }> {
  const received: ReceivedWebhook[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ body: Buffer.concat(chunks).toString('utf8'), signature: String(req.headers['stripe-signature'] ?? '') });
      res.writeHead(status()).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A card expiry one year ahead. */
export const NEXT_YEAR = new Date().getUTCFullYear() + 1;
